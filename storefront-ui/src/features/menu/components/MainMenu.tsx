import { Link } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { type MenuItem } from '../api/menu';
import { useMenu } from '../api/use-menu';

function visibilityClass(item: MenuItem): string {
  return [item.display_in_desktop ? '' : 'hide-desktop', item.display_in_mobile ? '' : 'hide-mobile'].filter(Boolean).join(' ');
}

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { t } = useI18n();
  const internal = item.link.startsWith('/') && !item.link.startsWith('//');
  if (!item.open_in_current_tab) {
    return (
      <a href={item.link} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {item.title}
        <span className="visually-hidden"> {t('header.newTab')}</span>
      </a>
    );
  }
  if (internal) {
    return (
      <Link to={item.link} onClick={onNavigate}>
        {item.title}
      </Link>
    );
  }
  return (
    <a href={item.link} onClick={onNavigate}>
      {item.title}
    </a>
  );
}

function MenuEntries({ items, depth, onNavigate }: { items: MenuItem[]; depth: number; onNavigate: () => void }) {
  const { t } = useI18n();
  return (
    <ul className={depth === 0 ? 'menu' : 'submenu'}>
      {items.map((item) => (
        <li key={item.id} className={`${visibilityClass(item)} ${item.children.length > 0 ? 'has-children' : ''}`.trim()}>
          <MenuLink item={item} onNavigate={onNavigate} />
          {item.children.length > 0 && (
            <div className="submenu-wrap" aria-label={t('header.submenu', { title: item.title })} role="group">
              <MenuEntries items={item.children} depth={depth + 1} onNavigate={onNavigate} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop menu from GET /api/menu: a bar with drop-downs on wide screens, a panel behind the menu button on
 * phones. Items hidden for desktop or mobile are hidden there only.
 */
export function MainMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useI18n();
  const items = useMenu();

  return (
    <nav id="main-menu" className={`main-menu ${open ? 'is-open' : ''}`} aria-label={t('header.mainNav')}>
      {items.length > 0 && <MenuEntries items={items} depth={0} onNavigate={onNavigate} />}
    </nav>
  );
}
