import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { useSession } from '../features/auth/components/SessionProvider';
import { Hero } from '../features/home/components/Hero';
import { useT } from '../i18n';

export default function HomeRoute() {
  const t = useT();
  const { status } = useSession();
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero />
      <section className="container page home-content">
        <p>{t('home.comingSoon')}</p>
        {status === 'anonymous' && (
          <p>
            <Link className="button button-primary" to="/register">
              {t('home.createAccount')}
            </Link>
          </p>
        )}
      </section>
    </>
  );
}
