import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { useSession } from '../features/auth';
import { useT } from '../i18n';

/** /logout: ends the session (and the Facebook one when logged in through it), then home. */
export default function LogoutRoute() {
  const t = useT();
  const { status, signOut } = useSession();
  const started = useRef(false);
  usePageTitle(t('header.logout'));
  useEffect(() => {
    if (status !== 'authenticated' || started.current) return;
    started.current = true;
    void signOut();
  }, [status, signOut]);
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return <PageLoading />;
}
