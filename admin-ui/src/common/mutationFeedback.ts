import { useCallback, useMemo } from 'react';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { messagesOf } from '../providers/httpClient';
import { feedbackStore } from './feedback';

const fail = (title: string) => (error: unknown) => feedbackStore.show({ title, messages: messagesOf(error), severity: 'error' });

/** After create: "Create Fail" with the messages; success goes to path/edit/{id}. */
export const createRedirect = (resource?: string, id?: unknown) => `${resource}/edit/${String(id)}`;
export const createMutationOptions = { onError: fail('app.feedback.create_fail') };

/** Edit: "Submit Success" (then stays on path/edit/{id}) or "Submit Fail" with the messages. */
export function useEditMutationOptions(afterSave?: (record: RaRecord) => void) {
  return useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        feedbackStore.show({ title: 'app.feedback.submit_success', messages: [], severity: 'success' });
        afterSave?.(record);
      },
      onError: fail('app.feedback.submit_fail'),
    }),
    [afterSave],
  );
}

/** Delete is pessimistic: a failure keeps the row and shows "Delete Fail". */
export const deleteMutationOptions = { onError: fail('app.feedback.delete_fail') };

export const NOT_FOUND_REDIRECT_MS = 1000;

/**
 * A page asking for an entity that does not exist: "ID not exists", then after 1 second the create
 * page (when the resource has one) or the list.
 */
export function useNotFoundRedirect(resource: string, target: 'create' | 'list') {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (error: unknown) => {
      const status = (error as { status?: number })?.status;
      if (status === 401) return;
      if (status === 404) notify('app.error.id_not_exists', { type: 'error' });
      else notify(messagesOf(error).join('\n') || 'ra.notification.http_error', { type: 'error' });
      window.setTimeout(() => redirect(target, resource), NOT_FOUND_REDIRECT_MS);
    },
    [notify, redirect, resource, target],
  );
}
