import type { ComponentType } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import DraftsIcon from '@mui/icons-material/Drafts';
import GroupsIcon from '@mui/icons-material/Groups';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import WidgetsIcon from '@mui/icons-material/Widgets';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ContactPageIcon from '@mui/icons-material/ContactPage';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import LabelIcon from '@mui/icons-material/Label';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import FactoryIcon from '@mui/icons-material/Factory';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SellIcon from '@mui/icons-material/Sell';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StyleIcon from '@mui/icons-material/Style';
import TuneIcon from '@mui/icons-material/Tune';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WebIcon from '@mui/icons-material/Web';

/** The side-menu groups of spec section 2 (Store), in order; their labels are app.menu.areas.<area>. */
export const AREAS = [
  'shop_design',
  'product',
  'sales',
  'customer',
  'promotion',
  'report',
  'physical_store',
  'warehouse',
  'supplier',
  'attribute',
  'crm',
  'setting',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * One line per admin screen: where it sits in the menu, its path under /admin, and the permissions
 * that open its list page and its create/update page. The menu, the breadcrumb and canAccess read this.
 */
export interface AdminEntry {
  /** Resource name (react-admin) and the i18n key app.menu.entries.<name>. */
  name: string;
  area: Area;
  /** Path under /admin. */
  path: string;
  /** Opens the list (or the page itself). */
  list: string;
  /** Opens the list with any one of these instead, when one permission does not say it (import and export: per entity). */
  lists?: readonly string[];
  /** Opens create and edit, and allows delete. */
  edit?: string;
  /** Opens create when it needs a permission of its own (orders: order.create); else the edit permission. */
  create?: string;
  /** Opens the show page, any one of them (orders: view or edit); the list permission when not given. */
  show?: readonly string[];
  icon: ComponentType;
}

export const ENTRIES: AdminEntry[] = [
  { name: 'page', area: 'shop_design', path: 'page', list: 'page.list', edit: 'page.edit', icon: DescriptionIcon },
  { name: 'block', area: 'shop_design', path: 'block', list: 'block.list', edit: 'block.edit', icon: WidgetsIcon },
  { name: 'menu', area: 'shop_design', path: 'menu', list: 'menu.list', edit: 'menu.edit', icon: AccountTreeIcon },
  { name: 'homepage', area: 'shop_design', path: 'homepage', list: 'homepage.view', edit: 'homepage.edit', icon: WebIcon },
  { name: 'slider', area: 'shop_design', path: 'slider', list: 'slider.list', edit: 'slider.edit', icon: ViewCarouselIcon },
  { name: 'blog/category', area: 'shop_design', path: 'blog/category', list: 'blog.category.list', edit: 'blog.category.edit', icon: FolderIcon },
  { name: 'blog/article', area: 'shop_design', path: 'blog/article', list: 'blog.article.list', edit: 'blog.article.edit', icon: ArticleIcon },
  { name: 'product', area: 'product', path: 'product', list: 'product.list', edit: 'product.edit', icon: Inventory2Icon },
  { name: 'brand', area: 'product', path: 'brand', list: 'brand.list', edit: 'brand.edit', icon: SellIcon },
  {
    name: 'order',
    area: 'sales',
    path: 'order',
    list: 'order.list',
    show: ['order.view', 'order.edit'],
    edit: 'order.edit',
    create: 'order.create',
    icon: ReceiptLongIcon,
  },
  { name: 'customer', area: 'customer', path: 'customer', list: 'customer.list', edit: 'customer.edit', icon: PeopleIcon },
  { name: 'membership', area: 'customer', path: 'membership', list: 'membership', edit: 'membership', icon: WorkspacePremiumIcon },
  // Members and their reward points: the page of one member opens with either permission; adjusting (edit) takes points.adjust.
  {
    name: 'member',
    area: 'customer',
    path: 'membership/member',
    list: 'membership',
    show: ['membership', 'points.adjust'],
    edit: 'points.adjust',
    icon: LoyaltyIcon,
  },
  { name: 'points', area: 'customer', path: 'membership/points', list: 'membership', edit: 'membership', icon: RedeemIcon },
  { name: 'promotion', area: 'promotion', path: 'promotion', list: 'promotion.list', edit: 'promotion.edit', icon: LocalOfferIcon },
  // Reports: one screen each, read-only (report/ReportPage.tsx).
  { name: 'report/sales', area: 'report', path: 'report/sales', list: 'report.sales', icon: AssessmentIcon },
  { name: 'report/products', area: 'report', path: 'report/products', list: 'report.products', icon: LeaderboardIcon },
  { name: 'report/customer', area: 'report', path: 'report/customer', list: 'report.customer', icon: InsightsIcon },
  { name: 'report/inventories', area: 'report', path: 'report/inventories', list: 'report.inventories', icon: StackedBarChartIcon },
  { name: 'store', area: 'physical_store', path: 'store', list: 'store.list', edit: 'store.edit', icon: StorefrontIcon },
  // The till: the stores the admin may sell at (store/pos), a new sale (store/pos/new/{id}) and a receipt (store/pos/{id}).
  { name: 'store/pos', area: 'physical_store', path: 'store/pos', list: 'store.pos', icon: PointOfSaleIcon },
  { name: 'warehouse', area: 'warehouse', path: 'warehouse', list: 'warehouse.list', edit: 'warehouse.edit', icon: WarehouseIcon },
  { name: 'supplier', area: 'supplier', path: 'supplier', list: 'supplier.list', edit: 'supplier.edit', icon: FactoryIcon },
  // Receipts are posted (create) with supplier.edit and never edited; reading them needs supplier.list.
  { name: 'supplier/receipt', area: 'supplier', path: 'supplier/receipt', list: 'supplier.list', edit: 'supplier.edit', icon: ReceiptIcon },
  { name: 'attribute', area: 'attribute', path: 'attribute', list: 'attribute.list', edit: 'attribute.edit', icon: StyleIcon },
  { name: 'lead', area: 'crm', path: 'lead', list: 'lead.list', edit: 'lead.edit', icon: ContactPageIcon },
  { name: 'lead/status', area: 'crm', path: 'lead/status', list: 'lead.status.list', edit: 'lead.status.edit', icon: LabelIcon },
  // The board of a funnel (lead/funnel/management/{id}) needs lead.funnel.management (funnel/Board.tsx).
  { name: 'lead/funnel', area: 'crm', path: 'lead/funnel', list: 'lead.funnel.list', edit: 'lead.funnel.edit', icon: FilterAltIcon },
  { name: 'lead/contact', area: 'crm', path: 'lead/contact', list: 'lead.contact.list', edit: 'lead.contact.edit', icon: ContactMailIcon },
  { name: 'broadcast', area: 'crm', path: 'broadcast', list: 'broadcast.list', edit: 'broadcast.edit', icon: CampaignIcon },
  { name: 'broadcast/message', area: 'crm', path: 'broadcast/message', list: 'broadcast.message.list', edit: 'broadcast.message.edit', icon: DraftsIcon },
  { name: 'broadcast/receiver', area: 'crm', path: 'broadcast/receiver', list: 'broadcast.receiver.list', edit: 'broadcast.receiver.edit', icon: GroupsIcon },
  // A form's submissions (formbuilder/histories/{id}, formbuilder/history?id=) need formbuilder.histories (formbuilder/Histories.tsx).
  { name: 'formbuilder', area: 'crm', path: 'formbuilder', list: 'formbuilder.list', edit: 'formbuilder.edit', icon: DynamicFormIcon },
  { name: 'role', area: 'setting', path: 'role', list: 'role.list', edit: 'role.edit', icon: AdminPanelSettingsIcon },
  { name: 'account', area: 'setting', path: 'account', list: 'account.list', edit: 'account.edit', icon: ManageAccountsIcon },
  { name: 'configuration', area: 'setting', path: 'configuration', list: 'configuration.view', edit: 'configuration.edit', icon: TuneIcon },
  { name: 'payment', area: 'setting', path: 'payment', list: 'payment', edit: 'payment', icon: PaymentsIcon },
  { name: 'shipping', area: 'setting', path: 'shipping', list: 'shipping', edit: 'shipping', icon: LocalShippingIcon },
  { name: 'mailbox', area: 'setting', path: 'mailbox', list: 'mailbox', icon: MailOutlineIcon },
  // Import and export of customers and products, one screen for both (import/ImportExportPage.tsx): each entity by its own permissions.
  {
    name: 'import',
    area: 'setting',
    path: 'import',
    list: 'product.list',
    lists: ['product.list', 'product.edit', 'customer.list', 'customer.edit'],
    icon: ImportExportIcon,
  },
];

/** The admin may open the entry's list (or page). */
export const mayOpen = (entry: AdminEntry, permissions: readonly string[] | undefined): boolean =>
  (entry.lists ?? [entry.list]).some((needed) => permissions?.includes(needed) ?? false);

export const entryByName = (name: string | undefined): AdminEntry | undefined => ENTRIES.find((e) => e.name === name);

/** The entry whose path is the longest prefix of a path under /admin (e.g. "role/edit/3"). */
export function entryForPath(path: string): AdminEntry | undefined {
  return ENTRIES.filter((e) => path === e.path || path.startsWith(`${e.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The actions react-admin asks about, and any other a screen names (`string & {}` keeps the names offered). */
export type Action = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete' | (string & {});

/** The permissions a page or button needs, any one of them; none when the action does not exist for the entry. */
export function permissionsFor(entry: AdminEntry, action: Action): readonly string[] {
  if ((action === 'show' || action === 'view') && entry.show) return entry.show;
  if (action === 'list' || action === 'show' || action === 'export' || action === 'view') return entry.lists ?? [entry.list];
  if (action === 'create' && entry.create) return [entry.create];
  return entry.edit ? [entry.edit] : [];
}

export function can(permissions: readonly string[] | undefined, resource: string | undefined, action: Action): boolean {
  const entry = entryByName(resource);
  if (!entry || !permissions) return false;
  return permissionsFor(entry, action).some((needed) => permissions.includes(needed));
}
