import { useState } from 'react';
import { Link } from 'react-router-dom';
import { plainText, usePageDescription, usePageTitle } from '../../../app/page-title';
import { useI18n } from '../../../i18n';
import { useSiteSettings } from '../../site';
import { fetchProduct, type ProductDetail } from '../api/catalog';
import type { LanguageCode } from '../../../lib/language';
import { useRemoteQuery, type RemoteQuery } from '../../../lib/use-remote';
import { EMPTY_SELECTION, isComplete, selectedStock, type Selection } from '../option-selection';
import { Breadcrumb } from './Breadcrumb';
import { LoadFailure } from './LoadFailure';
import { OptionPicker } from './OptionPicker';
import { MembersOnlyPrices, Price, PriceRange } from './Price';
import { ProductBadges } from './ProductGrid';
import { ProductGallery } from './ProductGallery';
import { SafeHtml } from './SafeHtml';
import { absoluteUrl, StructuredData } from './StructuredData';
import { useCurrency } from '../../currency';
import { AddToCart } from '../../cart';

/** The product as a schema.org Product with its offers (prices in the base currency). */
function ProductData({ product }: { product: ProductDetail }) {
  const { baseCurrency } = useCurrency();
  const availability = `https://schema.org/${product.in_stock ? 'InStock' : 'OutOfStock'}`;
  const amount = (cents: number) => (cents / 100).toFixed(2);
  const offers =
    product.price === null || !baseCurrency
      ? undefined
      : product.max_price !== null && product.max_price !== product.price
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: baseCurrency,
            lowPrice: amount(product.price),
            highPrice: amount(product.max_price),
            offerCount: product.stocks.length,
            availability,
          }
        : {
            '@type': 'Offer',
            priceCurrency: baseCurrency,
            price: amount(product.price),
            availability,
            url: absoluteUrl(`/product/${encodeURIComponent(product.url)}`),
          };
  return (
    <StructuredData
      data={{
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        description: product.meta_description || plainText(product.description, 500) || undefined,
        image: product.images.map((image) => absoluteUrl(image.path)),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
        ...(offers ? { offers } : {}),
      }}
    />
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const stock = selectedStock(product.attributes, product.stocks, selection);
  const complete = isComplete(product.attributes, selection);
  const missing = product.attributes.filter((a) => selection[a.id] === undefined).map((a) => a.name);
  const category = product.categories[0];
  // There is no brand page: the brand links to the product's category filtered by that brand.
  const brandLink = product.brand && category ? `/category/${encodeURIComponent(category.url)}?brand=${product.brand.id}` : null;

  return (
    <div className="container page product-page">
      <ProductData product={product} />
      <Breadcrumb trail={[...(category ? [{ title: category.title, to: `/category/${encodeURIComponent(category.url)}` }] : []), { title: product.name }]} />
      <div className="product-layout">
        <ProductGallery key={product.id} name={product.name} images={product.images} />
        <div className="product-info">
          <h1>{product.name}</h1>
          {product.brand && (
            <p className="product-brand">
              <span className="visually-hidden">{t('product.brand')}: </span>
              {brandLink ? <Link to={brandLink}>{product.brand.title}</Link> : product.brand.title}
            </p>
          )}
          <ProductBadges inStock={product.in_stock} isNew={product.is_new} isHot={product.is_hot} />
          <p className="product-price" aria-live="polite" data-testid="product-price">
            {product.prices_hidden ? (
              <MembersOnlyPrices />
            ) : stock ? (
              <Price cents={stock.final_price} regularCents={stock.price} />
            ) : (
              <PriceRange minCents={product.price} maxCents={product.max_price} />
            )}
          </p>
          <OptionPicker attributes={product.attributes} stocks={product.stocks} selection={selection} onChange={setSelection} />
          <div className="product-stock" aria-live="polite" data-testid="selected-stock">
            {stock && complete ? (
              <dl>
                <div>
                  <dt>{t('product.sku')}</dt>
                  <dd>{stock.sku}</dd>
                </div>
                <div>
                  <dt>{t('product.availability')}</dt>
                  <dd className={stock.in_stock ? 'in-stock' : 'out-of-stock'}>{stock.in_stock ? t('product.inStock') : t('product.outOfStock')}</dd>
                </div>
              </dl>
            ) : !product.in_stock ? (
              <p className="out-of-stock">{t('product.outOfStock')}</p>
            ) : missing.length > 0 ? (
              <p className="field-hint">{t('product.chooseAll', { names: missing.join(t('product.listSeparator')) })}</p>
            ) : null}
          </div>
          <AddToCart stockId={stock && complete ? stock.id : null} soldOut={!product.in_stock} />
        </div>
      </div>
      {product.description.trim() && (
        <section className="product-description" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description')}</h2>
          <SafeHtml html={product.description} />
        </section>
      )}
    </div>
  );
}

/** The product page's own data, as the page and the server's prefetch (ProductRoute's pageData) read it. */
export function productQuery(language: LanguageCode, url: string): RemoteQuery<ProductDetail> {
  return { key: JSON.stringify([language, url]), load: (signal) => fetchProduct(url, signal), page: true };
}

/** /product/{url}: gallery, name, brand, price in the chosen currency, option selection, add to cart, description. */
export function ProductPage({ url }: { url: string }) {
  const { t, language } = useI18n();
  const { siteName } = useSiteSettings();
  const remote = useRemoteQuery(productQuery(language, url));
  const product = remote.data && remote.data.url === url ? remote.data : null;

  usePageTitle(product ? product.name : null);
  usePageDescription(
    product
      ? product.meta_description || plainText(product.description) || t('seo.productDescription', { title: product.name, site: siteName || 'Shop' })
      : null,
    product?.name,
  );

  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  if (!product) {
    return (
      <div className="container page product-page">
        <p className="visually-hidden" role="status">
          {t('product.loading')}
        </p>
        <div className="product-layout" aria-hidden="true" data-testid="product-skeleton">
          <div className="gallery-main skeleton" />
          <div className="product-info">
            <div className="skeleton skeleton-title" />
            <div className="skeleton skeleton-line skeleton-short" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" />
          </div>
        </div>
      </div>
    );
  }
  // A new product starts with nothing chosen; the same product in another language keeps the choice.
  return <ProductView key={product.id} product={product} />;
}
