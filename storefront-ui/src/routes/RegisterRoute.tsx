import { Link, Navigate } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { FacebookButton, RegisterForm, useSession } from '../features/auth';
import { useT } from '../i18n';

export default function RegisterRoute() {
  const t = useT();
  const { status } = useSession();
  usePageTitle(t('register.title'));
  if (status === 'loading') return <PageLoading />;
  if (status === 'authenticated') return <Navigate to="/account" replace />;
  return (
    <div className="container page narrow">
      <h1>{t('register.title')}</h1>
      <RegisterForm redirectTo="/account" />
      <FacebookButton mode="register" redirectTo="/account" />
      <p className="switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
      </p>
    </div>
  );
}
