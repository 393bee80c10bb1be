import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { Layout } from './layout/Layout';

const HomeRoute = lazyPage(() => import('../routes/HomeRoute'));
const LoginRoute = lazyPage(() => import('../routes/LoginRoute'));
const RegisterRoute = lazyPage(() => import('../routes/RegisterRoute'));
const PasswordResetRoute = lazyPage(() => import('../routes/PasswordResetRoute'));
const ResetPasswordRoute = lazyPage(() => import('../routes/ResetPasswordRoute'));
const AccountRoute = lazyPage(() => import('../routes/AccountRoute'));
const LogoutRoute = lazyPage(() => import('../routes/LogoutRoute'));
const CategoryRoute = lazyPage(() => import('../routes/CategoryRoute'));
const ProductRoute = lazyPage(() => import('../routes/ProductRoute'));
const SearchRoute = lazyPage(() => import('../routes/SearchRoute'));
const CartRoute = lazyPage(() => import('../routes/CartRoute'));
const CheckoutRoute = lazyPage(() => import('../routes/CheckoutRoute'));
const OrderSuccessRoute = lazyPage(() => import('../routes/OrderSuccessRoute'));
const OrderCancelRoute = lazyPage(() => import('../routes/OrderCancelRoute'));
const AccountOrderRoute = lazyPage(() => import('../routes/AccountOrderRoute'));
const StripeRoute = lazyPage(() => import('../routes/StripeRoute'));
const ContactRoute = lazyPage(() => import('../routes/ContactRoute'));
const FunnelRoute = lazyPage(() => import('../routes/FunnelRoute'));
const FormRoute = lazyPage(() => import('../routes/FormRoute'));
const EbookRoute = lazyPage(() => import('../routes/EbookRoute'));
const BlogArticleRoute = lazyPage(() => import('../routes/BlogArticleRoute'));
const BlogCategoryRoute = lazyPage(() => import('../routes/BlogCategoryRoute'));
const PageRoute = lazyPage(() => import('../routes/PageRoute'));
const UnsubscribeRoute = lazyPage(() => import('../routes/UnsubscribeRoute'));

/** The path the tab opened on (set when the browser's router is made). */
let firstPath = '';

/**
 * A path under /admin belongs to the back office, which the server serves: leave the storefront. If the
 * server answered such a path with the storefront itself (no back office built), go home instead of looping.
 */
function BackOffice() {
  if (window.location.pathname === firstPath) return <Navigate to="/" replace />;
  window.location.replace(window.location.pathname + window.location.search + window.location.hash);
  return null;
}

/**
 * The storefront's routes, for the browser's router and the server's (entry-server.tsx). Each page is
 * a lazily loaded chunk; `handle.page` lets both load the page a URL needs before the first render
 * (see lazy-page.tsx).
 */
export const routes: RouteObject[] = [
  { path: 'admin/*', element: <BackOffice /> },
  { path: 'admin', element: <BackOffice /> },
  // Card payment, outside the layout (spec §2). Not rendered by the server, like the checkout pages.
  { path: 'stripe', element: <StripeRoute />, handle: { page: StripeRoute } },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute />, handle: { page: HomeRoute } },
      { path: 'login', element: <LoginRoute />, handle: { page: LoginRoute } },
      { path: 'register', element: <RegisterRoute />, handle: { page: RegisterRoute } },
      { path: 'password/reset', element: <PasswordResetRoute />, handle: { page: PasswordResetRoute } },
      { path: 'reset-password', element: <ResetPasswordRoute />, handle: { page: ResetPasswordRoute } },
      { path: 'account', element: <AccountRoute />, handle: { page: AccountRoute } },
      { path: 'logout', element: <LogoutRoute />, handle: { page: LogoutRoute } },
      { path: 'category/:url', element: <CategoryRoute />, handle: { page: CategoryRoute } },
      { path: 'product/:url', element: <ProductRoute />, handle: { page: ProductRoute } },
      { path: 'page/:url', element: <PageRoute />, handle: { page: PageRoute } },
      { path: 'search/:keyword', element: <SearchRoute />, handle: { page: SearchRoute } },
      { path: 'search', element: <SearchRoute />, handle: { page: SearchRoute } },
      { path: 'cart', element: <CartRoute />, handle: { page: CartRoute } },
      { path: 'blog/article/:url', element: <BlogArticleRoute />, handle: { page: BlogArticleRoute } },
      { path: 'blog/category/:url', element: <BlogCategoryRoute />, handle: { page: BlogCategoryRoute } },
      // Rendered in the browser only: the server's RENDERED list (server/src/storefront/pages.ts) does not name them.
      { path: 'contact-us', element: <ContactRoute />, handle: { page: ContactRoute } },
      { path: 'funnel/:url', element: <FunnelRoute />, handle: { page: FunnelRoute } },
      { path: 'form/:url', element: <FormRoute />, handle: { page: FormRoute } },
      { path: 'ebook', element: <EbookRoute />, handle: { page: EbookRoute } },
      { path: 'unsubscribe', element: <UnsubscribeRoute />, handle: { page: UnsubscribeRoute } },
      // Shopper-specific pages: the server's RENDERED list (server/src/storefront/pages.ts) leaves them to the browser.
      { path: 'checkout', element: <CheckoutRoute />, handle: { page: CheckoutRoute } },
      { path: 'order/success', element: <OrderSuccessRoute />, handle: { page: OrderSuccessRoute } },
      { path: 'order/cancel', element: <OrderCancelRoute />, handle: { page: OrderCancelRoute } },
      { path: 'account/order/:number', element: <AccountOrderRoute />, handle: { page: AccountOrderRoute } },
      // Unknown paths go to the storefront home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter() {
  firstPath = window.location.pathname;
  return createBrowserRouter(routes);
}
