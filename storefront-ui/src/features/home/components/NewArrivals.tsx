import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { fetchCategory, ProductGrid } from '../../catalog';
import { useRemote } from '../../../lib/use-remote';

export const NEW_ARRIVALS_URL = 'new-arrivals';
const SHOWN = 8;

/** The newest products of the "new-arrivals" category, when the shop has one (else nothing). */
export function NewArrivals() {
  const { t, language } = useI18n();
  const remote = useRemote(JSON.stringify([language, NEW_ARRIVALS_URL]), (signal) =>
    fetchCategory({ url: NEW_ARRIVALS_URL, per_page: SHOWN, sort: 'newest' }, signal),
  );
  const listing = remote.error ? null : remote.data;
  if (!listing || listing.products.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby="new-arrivals-heading">
      <div className="section-head">
        <h2 id="new-arrivals-heading">{t('home.newArrivals')}</h2>
        <Link to={listing.category.link}>{t('home.seeAll')}</Link>
      </div>
      <ProductGrid products={listing.products} headingLevel={3} pricesHidden={listing.prices_hidden} />
    </section>
  );
}
