import { useCallback, useRef, useState } from 'react';
import { useT } from '../i18n';
import type { ShownMessage } from '@shop/kernel';
import { ApiError, type FieldErrors } from '../lib/api-client';

export interface Submission {
  busy: boolean;
  /** Messages of the last failure (the server's `messages`). */
  messages: ShownMessage[];
  fieldErrors: FieldErrors;
  /** Runs `action` once at a time; failures land in messages and fieldErrors. Resolves true on success. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  reset: () => void;
}

export function useSubmission(): Submission {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setMessages([]);
      setFieldErrors({});
      try {
        await action();
        return true;
      } catch (error) {
        if (error instanceof ApiError) {
          setMessages(error.isNetworkError ? [t('error.network')] : error.messages);
          setFieldErrors(error.errors);
        } else {
          setMessages([t('error.generic')]);
        }
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );

  const reset = useCallback(() => {
    setMessages([]);
    setFieldErrors({});
  }, []);

  return { busy, messages, fieldErrors, run, reset };
}
