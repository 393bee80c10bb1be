import { Navigate } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { AddressBook, OrderHistory, ProfileForm, RewardPoints } from '../features/account';
import { useSession } from '../features/auth';
import { useT } from '../i18n';

/** The account area: needs a logged-in shopper, else it sends them to /login. */
export default function AccountRoute() {
  const t = useT();
  const { status, user, setUser } = useSession();
  usePageTitle(t('account.title'));
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: '/account' }} />;
  if (status === 'expired' || status === 'leaving') return null; // on the way home (after "Login expired" or a logout)
  if (status === 'loading' || !user) return <PageLoading />;
  return (
    <div className="container page">
      <h1>{t('account.title')}</h1>
      <p className="greeting">{t('account.greeting', { name: user.first_name })}</p>
      <div className="account-grid">
        <section className="account-section" aria-labelledby="profile-heading">
          <h2 id="profile-heading">{t('account.profile')}</h2>
          <ProfileForm key={user.id} profile={user} onSaved={setUser} />
        </section>
        <AddressBook />
        <RewardPoints />
        <OrderHistory />
      </div>
    </div>
  );
}
