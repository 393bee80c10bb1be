import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';

export interface Crumb {
  title: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Home › … › the current page (marked aria-current). */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t('catalog.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('home.title')}</Link>
        </li>
        {trail.map((crumb, i) => (
          <li key={`${crumb.title}-${i}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.title}</Link>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
