import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { useSession } from '../features/auth';
import { Hero, HomeSections, NewArrivals, useHomeSections } from '../features/home';
import { useT } from '../i18n';

/** The homepage: the sections staff arranged in the back office, else the default frame (hero and new arrivals). */
export default function HomeRoute() {
  const t = useT();
  const { status } = useSession();
  const { sections, loading } = useHomeSections();
  usePageTitle(t('home.title'));
  if (loading) return null;
  return (
    <>
      {sections ? (
        <HomeSections sections={sections} />
      ) : (
        <>
          <Hero />
          <NewArrivals />
        </>
      )}
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
