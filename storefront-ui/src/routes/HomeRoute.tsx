import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { useSession } from '../features/auth/components/SessionProvider';
import { Hero } from '../features/home/components/Hero';
import { NewArrivals } from '../features/home/components/NewArrivals';
import { useT } from '../i18n';

export default function HomeRoute() {
  const t = useT();
  const { status } = useSession();
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero />
      <NewArrivals />
      {status === 'anonymous' && (
        <section className="container page home-content">
          <p>{t('home.memberPitch')}</p>
          <p>
            <Link className="button button-primary" to="/register">
              {t('home.createAccount')}
            </Link>
          </p>
        </section>
      )}
    </>
  );
}
