import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useT } from '../../i18n';
import { SessionProvider } from '../../features/auth';
import { CartProvider } from '../../features/cart';
import { NoticeProvider } from '../notice';
import { Footer } from './Footer';
import { Header } from './Header';

/** The shared storefront layout: header with menu, pickers and the cart, the page, the footer. */
export function Layout() {
  const t = useT();
  return (
    <NoticeProvider>
      <SessionProvider>
        <CartProvider>
          <a className="skip-link" href="#main">
            {t('app.skipToContent')}
          </a>
          <Header />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
          {/* New pages open at the top; a listing keeps its place while its filters or sort change (same path). */}
          <ScrollRestoration getKey={(location) => location.pathname} />
        </CartProvider>
      </SessionProvider>
    </NoticeProvider>
  );
}
