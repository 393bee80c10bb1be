import { Link } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { ProductGrid } from '../../catalog';
import { fetchWidget, type HomeSection } from '../api/home';

const NAMES: Record<string, MessageKey> = {
  new: 'home.widget.new',
  featured: 'home.widget.featured',
  hot: 'home.widget.hot',
  brand: 'home.widget.brand',
  category: 'home.widget.category',
};

/**
 * A widget or block section: its strip read from POST /api/widget. The heading is staff's, else the
 * category's or brand's title, else the strip's own name. A strip with nothing to show is left out.
 */
export function WidgetSection({ section }: { section: HomeSection }) {
  const { t, language } = useI18n();
  const ask = { type: (section.type === 'block' ? 'block' : section.widget) as 'block', data: section.data };
  const remote = useRemote(JSON.stringify(['widget', language, ask]), (signal) => fetchWidget(ask, signal));
  const widget = remote.error ? null : remote.data;
  if (!widget) return null;
  const headingId = `home-section-${section.id}`;
  if (widget.block) {
    const title = section.title || widget.block.title;
    return (
      <section className="container home-section home-block" aria-labelledby={title ? headingId : undefined} data-testid="home-block">
        {title && <h2 id={headingId}>{title}</h2>}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: widget.block.content }} />
      </section>
    );
  }
  if (widget.products.length === 0 && widget.brands.length === 0) return null;
  const title = section.title || widget.title || t(NAMES[widget.type] ?? 'home.widget.category');
  return (
    <section className="container home-section" aria-labelledby={headingId} data-testid="home-widget">
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        {widget.link && <Link to={widget.link}>{t('home.widget.seeAll', { name: title })}</Link>}
      </div>
      {widget.products.length > 0 && <ProductGrid products={widget.products} headingLevel={3} pricesHidden={widget.prices_hidden} eager={false} />}
      {widget.brands.length > 0 && (
        <ul className="brand-strip">
          {widget.brands.map((brand) => (
            <li key={brand.id} className="brand-strip-item">
              {brand.image ? <img src={brand.image} alt={brand.title} width={160} height={80} loading="lazy" /> : <span>{brand.title}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
