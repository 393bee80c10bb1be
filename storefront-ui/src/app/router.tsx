import { createBrowserRouter, Navigate } from 'react-router-dom';
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

const firstPath = window.location.pathname;

/**
 * A path under /admin belongs to the back office, which the server serves: leave the storefront. If the
 * server answered such a path with the storefront itself (no back office built), go home instead of looping.
 */
function BackOffice() {
  if (window.location.pathname === firstPath) return <Navigate to="/" replace />;
  window.location.replace(window.location.pathname + window.location.search + window.location.hash);
  return null;
}

export const router = createBrowserRouter([
  { path: 'admin/*', element: <BackOffice /> },
  { path: 'admin', element: <BackOffice /> },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'password/reset', element: <PasswordResetRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'account', element: <AccountRoute /> },
      { path: 'logout', element: <LogoutRoute /> },
      { path: 'category/:url', element: <CategoryRoute /> },
      { path: 'product/:url', element: <ProductRoute /> },
      { path: 'search/:keyword', element: <SearchRoute /> },
      { path: 'search', element: <SearchRoute /> },
      // Unknown paths go to the storefront home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
