import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n';

export interface Notice {
  title: string;
  message?: string;
  tone?: 'info' | 'error';
}

interface NoticeValue {
  showNotice: (notice: Notice) => void;
}

const NoticeContext = createContext<NoticeValue>({ showNotice: () => undefined });
const VISIBLE_MS = 6000;

/** One notice at a time, announced to screen readers, closing by itself after a few seconds. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const showNotice = useCallback((next: Notice) => {
    window.clearTimeout(timer.current);
    setNotice(next);
    timer.current = window.setTimeout(() => setNotice(null), VISIBLE_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = useMemo(() => ({ showNotice }), [showNotice]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="notice-region" aria-live="assertive">
        {notice && (
          <div className={`notice notice-${notice.tone ?? 'info'}`} role="alert">
            <div>
              <p className="notice-title">{notice.title}</p>
              {notice.message && <p className="notice-message">{notice.message}</p>}
            </div>
            <button type="button" className="notice-close" onClick={() => setNotice(null)} aria-label={t('notice.close')}>
              ×
            </button>
          </div>
        )}
      </div>
    </NoticeContext.Provider>
  );
}

export function useNotice(): NoticeValue {
  return useContext(NoticeContext);
}
