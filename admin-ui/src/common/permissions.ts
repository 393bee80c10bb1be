import { useCallback } from 'react';
import { useRefresh } from 'react-admin';
import { forgetCurrentAdmin, loadCurrentAdmin, type CurrentAdmin } from '../providers/authProvider';

/**
 * After saving a role or an account: when it is the signed-in admin's own, read their permissions
 * again so that the menu and the pages follow at once.
 */
export function useRefreshOwnPermissions(isOwn: (admin: CurrentAdmin, saved: { id: unknown; role_id?: unknown }) => boolean) {
  const refresh = useRefresh();
  return useCallback(
    async (saved: { id: unknown; role_id?: unknown }) => {
      const admin = await loadCurrentAdmin().catch(() => null);
      if (!admin || !isOwn(admin, saved)) return;
      forgetCurrentAdmin();
      refresh();
    },
    [isOwn, refresh],
  );
}
