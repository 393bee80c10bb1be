import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

export interface Remote<T> {
  /** The last answer; while a new request runs it is the previous one (stale), so the page keeps its frame. */
  data: T | null;
  /** The failure of the current request, if it failed. */
  error: ApiError | null;
  /** True until the answer (or failure) for the current key has arrived. */
  loading: boolean;
  retry: () => void;
}

interface Answer<T> {
  key: string;
  data: T | null;
  error: ApiError | null;
}

/**
 * Runs `load` whenever `key` changes (the key names everything the request depends on, language included),
 * aborting the previous request. Answers to an older key are dropped.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ key: '', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loader
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setAnswer({ key, data, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, [{ text: error instanceof Error ? error.message : String(error) }]);
        setAnswer((previous) => ({ key, data: previous.data, error: failure }));
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setAnswer((previous) => ({ ...previous, key: '' }));
    setAttempt((n) => n + 1);
  }, []);

  const current = answer.key === key;
  return { data: answer.data, error: current ? answer.error : null, loading: !current, retry };
}
