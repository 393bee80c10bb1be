import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useServerMessage, useT } from '../../../i18n';
import type { ApiError } from '../../../lib/api-client';

/** Spec §9: after a missing entity the shopper is taken to the home page after 1 second. */
export const MISSING_REDIRECT_MS = 1000;

/**
 * A failed load: a missing category or product (404) shows the server's message and goes home after a second;
 * any other failure shows the messages with a retry button.
 */
export function LoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const t = useT();
  const shown = useServerMessage();
  const navigate = useNavigate();
  const missing = error.status === 404;

  useEffect(() => {
    if (!missing) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), MISSING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [missing, navigate]);

  const messages = error.isNetworkError ? [t('error.network')] : error.messages.map(shown);
  return (
    <div className="container page load-failure" role="alert">
      <h1>{messages[0]}</h1>
      {messages.slice(1).map((m) => (
        <p key={m}>{m}</p>
      ))}
      {missing ? (
        <p>
          {t('catalog.redirecting')} <Link to="/">{t('catalog.backHome')}</Link>
        </p>
      ) : (
        <button type="button" className="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}
