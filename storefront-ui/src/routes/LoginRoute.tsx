import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { FacebookButton, LoginForm, useSession } from '../features/auth';
import { useT } from '../i18n';

/** Where to go after logging in: back to the page that sent the shopper here, else the account. */
export function useRedirectTarget(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/account';
}

export default function LoginRoute() {
  const t = useT();
  const { status } = useSession();
  const redirectTo = useRedirectTarget();
  usePageTitle(t('login.title'));
  if (status === 'loading') return <PageLoading />;
  if (status === 'authenticated') return <Navigate to={redirectTo} replace />;
  return (
    <div className="container page narrow">
      <h1>{t('login.title')}</h1>
      <LoginForm redirectTo={redirectTo} />
      <FacebookButton mode="login" redirectTo={redirectTo} />
      <p className="switch">
        {t('login.noAccount')} <Link to="/register">{t('login.registerLink')}</Link>
      </p>
    </div>
  );
}
