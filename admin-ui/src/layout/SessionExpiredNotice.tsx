import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { i18nProvider } from '../providers/i18nProvider';
import { isExpiring, subscribeExpiry } from '../providers/session';

/**
 * "Login expired / Please log in again" while the browser waits 1 second before going to /admin.
 * Lives outside <Admin> so that it shows whatever react-admin renders meanwhile.
 */
export const SessionExpiredNotice = () => {
  const expired = useSyncExternalStore(subscribeExpiry, isExpiring);
  if (!expired) return null;
  return (
    <Dialog open role="alertdialog" aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title">{i18nProvider.translate('app.session.expired_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{i18nProvider.translate('app.session.expired_message')}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
};
