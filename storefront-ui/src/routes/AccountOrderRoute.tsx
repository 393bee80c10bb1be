import { Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { AccountOrder } from '../features/account';
import { useSession } from '../features/auth';
import { useT } from '../i18n';

/** /account/order/{number}: one of the shopper's orders; needs a logged-in shopper, else /login. */
export default function AccountOrderRoute() {
  const t = useT();
  const number = useParams().number ?? '';
  const { status, user } = useSession();
  usePageTitle(t('account.orderTitle', { number }));
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: `/account/order/${encodeURIComponent(number)}` }} />;
  if (status === 'expired' || status === 'leaving') return null;
  if (status === 'loading' || !user) return <PageLoading />;
  return <AccountOrder key={number} number={number} />;
}
