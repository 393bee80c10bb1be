import { Link } from 'react-router-dom';
import { Picture } from '../../../components/Picture';
import { useT } from '../../../i18n';
import type { ProductCard as Card } from '../api/catalog';
import { MembersOnlyPrices, Price } from './Price';

export function ProductBadges({ inStock, isNew, isHot }: { inStock: boolean; isNew: boolean; isHot: boolean }) {
  const t = useT();
  if (inStock && !isNew && !isHot) return null;
  return (
    <p className="product-badges">
      {!inStock && <span className="badge badge-sold-out">{t('catalog.soldOut')}</span>}
      {isNew && <span className="badge badge-new">{t('catalog.new')}</span>}
      {isHot && <span className="badge badge-hot">{t('catalog.hot')}</span>}
    </p>
  );
}

/** Cards of the first row on a phone: their pictures load first (the largest paint is usually one of them). */
const FIRST_ROW = 2;

/** One product in a grid: the whole card opens the product (one link, its name; the picture has the name as alt text). */
export function ProductCard({
  product,
  headingLevel = 2,
  first = false,
  pricesHidden = false,
}: {
  product: Card;
  headingLevel?: 2 | 3;
  first?: boolean;
  /** The listing hides prices from this guest (a members-only shop): the card says so. */
  pricesHidden?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`product-card ${product.in_stock ? '' : 'is-sold-out'}`.trim()} data-testid="product-card">
      <div className="product-card-image">
        {product.image ? (
          <Picture
            src={product.image}
            alt={product.name}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            width={320}
            height={320}
            sizes="(max-width: 640px) 50vw, 300px"
            largest={640}
          />
        ) : (
          <span className="no-image">{t('product.noImage')}</span>
        )}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-name">
          <Link to={`/product/${encodeURIComponent(product.url)}`} className="stretched-link">
            {product.name}
          </Link>
        </Heading>
        <ProductBadges inStock={product.in_stock} isNew={product.is_new} isHot={product.is_hot} />
        <p className="product-card-price">
          {pricesHidden ? (
            <span className="member-price">{t('catalog.memberPrice')}</span>
          ) : (
            <Price cents={product.price} regularCents={product.regular_price} />
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * A listing's cards; with `pricesHidden` (the answer's prices_hidden) a note to log in goes above them.
 * `eager` (default) loads the first row's pictures first; a grid below something larger (the homepage's
 * slider) leaves them to load lazily.
 */
export function ProductGrid({
  products,
  headingLevel,
  label,
  pricesHidden = false,
  eager = true,
}: {
  products: Card[];
  headingLevel?: 2 | 3;
  label?: string;
  pricesHidden?: boolean;
  eager?: boolean;
}) {
  return (
    <>
      {pricesHidden && <MembersOnlyPrices note />}
      <ul className="product-grid" aria-label={label}>
        {products.map((product, i) => (
          <ProductCard key={product.id} product={product} headingLevel={headingLevel} first={eager && i < FIRST_ROW} pricesHidden={pricesHidden} />
        ))}
      </ul>
    </>
  );
}

/** Placeholder cards while a listing loads (hidden from screen readers, which hear the status text). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <div className="product-grid-loading">
      <p className="visually-hidden" role="status">
        {t('catalog.loadingProducts')}
      </p>
      <ul className="product-grid" aria-hidden="true" data-testid="product-skeletons">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-card skeleton-card">
            <div className="product-card-image skeleton" />
            <div className="product-card-body">
              <div className="skeleton skeleton-line" />
              <div className="skeleton skeleton-line skeleton-short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The spec's "empty product" wording, with a hint. */
export function EmptyProducts({ hint }: { hint?: string }) {
  const t = useT();
  return (
    <div className="empty-products" role="status">
      <p className="empty-products-title">{t('catalog.emptyProduct')}</p>
      {hint && <p>{hint}</p>}
    </div>
  );
}
