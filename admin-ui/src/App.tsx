import { Admin, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import account from './account';
import attribute from './attribute';
import blogArticle from './blog-article';
import blogCategory from './blog-category';
import block from './block';
import brand from './brand';
import { GoHome, lazyScreen } from './common/routes';
import { HOME_PATH } from './common/paths';
import configuration from './configuration';
import contact from './contact';
import broadcast from './broadcast';
import broadcastMessage from './broadcast-message';
import broadcastReceiver from './broadcast-receiver';
import customer from './customer';
import funnel from './funnel';
import { FunnelBoardPage } from './funnel/Board';
import formbuilder from './formbuilder';
import { FormHistoriesPage } from './formbuilder/Histories';
import { FormHistoryPage } from './formbuilder/History';
import lead from './lead';
import leadStatus from './lead-status';
import { Dashboard } from './layout/Dashboard';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { SessionExpiredNotice } from './layout/SessionExpiredNotice';
import mailbox from './mailbox';
import memberPoints from './member-points';
import membership from './membership';
import { PointsSettings } from './membership/PointsSettings';
import menu from './menu';
import page from './page';
import order from './order';
import payment from './payment';
import product from './product';
import promotion from './promotion';
import { authProvider, onLoginLocale } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import role from './role';
import shipping from './shipping';
import slider from './slider';
import supplier from './supplier';
import supplierReceipt from './supplier-receipt';
import { HomepagePage } from './homepage/HomepagePage';
import { theme } from './layout/theme';
import physicalStore from './store';
import { PosHome } from './store/pos/PosHome';
import { PosPage } from './store/pos/PosPage';
import { ReceiptPage } from './store/pos/ReceiptPage';
import warehouse from './warehouse';

// Screens few admins open load when first opened, in chunks of their own: the reports (with the chart
// library, about a fifth of the back office's first script otherwise) and import and export. The till stays in the
// first script: it sells offline, where a chunk could not be fetched.
const otherReports = () => import('./report/OtherReports');
const SalesReportPage = lazyScreen(() => import('./report/SalesReport'), 'SalesReportPage');
const ProductReportPage = lazyScreen(otherReports, 'ProductReportPage');
const CustomerReportPage = lazyScreen(otherReports, 'CustomerReportPage');
const InventoryReportPage = lazyScreen(otherReports, 'InventoryReportPage');
const ImportExportPage = lazyScreen(() => import('./import/ImportExportPage'), 'ImportExportPage');

const saved = localStorageStore(undefined, 'ShopAdmin');
// Logging out resets react-admin's store; the chosen language stays for the login screen.
const store = {
  ...saved,
  reset() {
    const locale = saved.getItem('locale');
    saved.reset();
    if (locale) saved.setItem('locale', locale);
  },
};
// The language saved on the server is restored at login.
onLoginLocale((locale) => store.setItem('locale', locale));

/**
 * The back office under /admin: /admin/login, /admin/dashboard (the admin home), and for each
 * resource a list at its path, create at path/create and edit at path/edit/{id}. Each resource folder's
 * index.ts declares its <Resource> (common/routes.tsx, defineResource).
 */
const ShopAdmin = () => (
  <Admin
    basename="/admin"
    title="app.title"
    store={store}
    theme={theme}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    loginPage={LoginPage}
    dashboard={GoHome}
    catchAll={GoHome}
    accessDenied={GoHome}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/homepage" element={<HomepagePage />} />
      <Route path="/report/sales" element={<SalesReportPage />} />
      <Route path="/report/products" element={<ProductReportPage />} />
      <Route path="/report/customer" element={<CustomerReportPage />} />
      <Route path="/report/inventories" element={<InventoryReportPage />} />
      <Route path="/configuration" element={<configuration.page />} />
      <Route path="/import" element={<ImportExportPage />} />
      {/* Under the membership tiers' path: the reward points settings, the members and a member's page. */}
      <Route path="/membership/points" element={<PointsSettings />} />
      <Route path="/membership/member" element={<memberPoints.list />} />
      <Route path="/membership/member/:id" element={<memberPoints.show />} />
      {/* Under the funnels' path: a funnel's board. */}
      <Route path="/lead/funnel/management/:id" element={<FunnelBoardPage />} />
      {/* Under the form builder's path: a form's submissions, and one submission (?id=). */}
      <Route path="/formbuilder/histories/:id" element={<FormHistoriesPage />} />
      <Route path="/formbuilder/history" element={<FormHistoryPage />} />
      {/* Under the stores' path: the till (store.pos), a new sale at store {id} and the receipt of sale {id}. */}
      <Route path="/store/pos" element={<PosHome />} />
      <Route path="/store/pos/new/:id" element={<PosPage />} />
      <Route path="/store/pos/:id" element={<ReceiptPage />} />
    </CustomRoutes>
    <Resource {...page} />
    <Resource {...block} />
    <Resource {...menu} />
    <Resource {...slider} />
    <Resource {...blogCategory} />
    <Resource {...blogArticle} />
    <Resource {...product} />
    <Resource {...brand} />
    <Resource {...order} />
    <Resource {...customer} />
    <Resource {...membership} />
    <Resource {...promotion} />
    <Resource {...physicalStore} />
    <Resource {...warehouse} />
    <Resource {...supplier} />
    <Resource {...supplierReceipt} />
    <Resource {...attribute} />
    <Resource {...lead} />
    <Resource {...leadStatus} />
    <Resource {...funnel} />
    <Resource {...contact} />
    <Resource {...broadcast} />
    <Resource {...broadcastMessage} />
    <Resource {...broadcastReceiver} />
    <Resource {...formbuilder} />
    <Resource {...role} />
    <Resource {...account} />
    <Resource {...payment} />
    <Resource {...shipping} />
    <Resource {...mailbox} />
  </Admin>
);

export function App() {
  return (
    // Navigation as plain updates (as react-admin's own router does): a transition can be starved by the
    // re-renders that follow a logout, leaving the old page on screen.
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/admin/*" element={<ShopAdmin />} />
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Routes>
      <SessionExpiredNotice />
    </BrowserRouter>
  );
}
