import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { useSession } from '../../features/auth';
import { CartButton } from '../../features/cart';
import { SearchBox } from '../../features/catalog';
import { CurrencyPicker } from '../../features/currency';
import { LanguagePicker } from '../../features/language';
import { MainMenu } from '../../features/menu';
import { useSiteSettings } from '../../features/site';

function AccountLinks() {
  const t = useT();
  const { status, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (status === 'authenticated') {
    return (
      <ul className="account-links">
        <li>
          <Link to="/account">{t('header.account')}</Link>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut().finally(() => setLeaving(false));
            }}
          >
            {leaving ? t('header.loggingOut') : t('header.logout')}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className="account-links">
      <li>
        <Link to="/login">{t('header.login')}</Link>
      </li>
      <li>
        <Link to="/register">{t('header.register')}</Link>
      </li>
    </ul>
  );
}

export function Header() {
  const t = useT();
  const { settings, siteName } = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar-inner">
          <div className="pickers">
            <LanguagePicker />
            <CurrencyPicker />
          </div>
        </div>
      </div>
      <div className="container header-main">
        <Link to="/" className="brand" aria-label={t('header.home', { name: siteName || '…' })}>
          {settings?.logo ? <img src={settings.logo} alt={siteName} className="brand-logo" /> : <span className="brand-name">{siteName || '\u00a0'}</span>}
        </Link>
        <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen((open) => !open)}>
          <span className="menu-icon" aria-hidden="true" />
          {menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        </button>
        <SearchBox />
        <MainMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <nav className="account-nav" aria-label={t('header.accountNav')}>
          <AccountLinks />
        </nav>
        <CartButton />
      </div>
    </header>
  );
}
