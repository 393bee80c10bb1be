import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { absoluteUrl, StructuredData } from './StructuredData';

export interface Crumb {
  title: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Home › … › the current page (marked aria-current), also as a schema.org BreadcrumbList. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const items = [{ title: t('home.title'), to: '/' }, ...trail].map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.title,
    ...(crumb.to ? { item: absoluteUrl(crumb.to) } : {}),
  }));
  return (
    <>
      <StructuredData data={{ '@type': 'BreadcrumbList', itemListElement: items }} />
      <nav className="breadcrumb" aria-label={t('catalog.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('home.title')}</Link>
          </li>
          {trail.map((crumb, i) => (
            <li key={`${crumb.title}-${i}`}>{crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : <span aria-current="page">{crumb.title}</span>}</li>
          ))}
        </ol>
      </nav>
    </>
  );
}
