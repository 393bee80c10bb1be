import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { useSiteSettings } from '../../features/site';

export function Footer() {
  const t = useT();
  const { siteName } = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <nav aria-label={t('footer.customerService')}>
          <h2 className="footer-heading">{t('footer.customerService')}</h2>
          <ul>
            <li>
              <Link to="/account">{t('header.account')}</Link>
            </li>
            <li>
              <Link to="/password/reset">{t('footer.resetPassword')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('footer.contactUs')}</Link>
            </li>
          </ul>
        </nav>
        <p className="copyright">{t('footer.rights', { year: new Date().getFullYear(), name: siteName })}</p>
      </div>
    </footer>
  );
}
