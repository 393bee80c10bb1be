import { PermissionArea } from './permission.responses';

/**
 * The permission catalogue, declared once as data. Each group is what the role screen shows as one
 * tick box; a group is ticked when the role holds all of its permissions. A module that adds admin
 * screens adds its group here; `@Allow()` refuses names that are not in this list.
 */
export interface PermissionGroup {
  /** Side-menu area of the back office. */
  area: string;
  /** Resource or feature; the i18n key of its label. */
  group: string;
  permissions: readonly string[];
}

/** The list page and the create/update page (which also deletes) of one resource. */
const resource = (area: string, group: string): PermissionGroup => ({ area, group, permissions: [`${group}.list`, `${group}.edit`] });
const single = (area: string, group: string, permission = group): PermissionGroup => ({ area, group, permissions: [permission] });

const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  single('dashboard', 'dashboard'),

  resource('shop_design', 'page'),
  resource('shop_design', 'block'),
  resource('shop_design', 'menu'),
  resource('shop_design', 'slider'),
  { area: 'shop_design', group: 'homepage', permissions: ['homepage.view', 'homepage.edit'] },
  resource('shop_design', 'blog.category'),
  resource('shop_design', 'blog.article'),

  resource('product', 'product'),
  resource('product', 'brand'),

  { area: 'sales', group: 'order', permissions: ['order.list', 'order.view', 'order.edit', 'order.create'] },

  resource('customer', 'customer'),
  single('customer', 'membership'),
  // Adding or taking a customer's reward points is handing out money: a group of its own.
  single('customer', 'points.adjust'),

  resource('promotion', 'promotion'),

  single('report', 'report.sales'),
  single('report', 'report.products'),
  single('report', 'report.customer'),
  single('report', 'report.inventories'),

  resource('physical_store', 'store'),
  single('physical_store', 'store.pos'),

  resource('warehouse', 'warehouse'),
  resource('supplier', 'supplier'),
  resource('attribute', 'attribute'),

  resource('crm', 'lead'),
  resource('crm', 'lead.status'),
  resource('crm', 'lead.funnel'),
  single('crm', 'lead.funnel.management'),
  resource('crm', 'lead.contact'),
  resource('crm', 'broadcast'),
  resource('crm', 'broadcast.message'),
  resource('crm', 'broadcast.receiver'),
  resource('crm', 'formbuilder'),
  single('crm', 'formbuilder.histories'),

  { area: 'setting', group: 'configuration', permissions: ['configuration.view', 'configuration.edit'] },
  // The storefront's header/footer scripts run on every page: a group of its own, so ticking
  // "Configuration" does not grant it. Changes are recorded (GET /api/admin/config/script-history).
  single('setting', 'configuration.script'),
  single('setting', 'payment'),
  single('setting', 'shipping'),
  resource('setting', 'role'),
  resource('setting', 'account'),
  single('setting', 'mailbox'),
  single('setting', 'job', 'job.list'),
];

export const ALL_PERMISSIONS: readonly string[] = [...new Set(PERMISSION_GROUPS.flatMap((g) => g.permissions))];

const known = new Set(ALL_PERMISSIONS);

export function isPermission(name: string): boolean {
  return known.has(name);
}

/** The catalogue as the role screen shows it: areas, each with its groups. */
export function catalogueByArea(): PermissionArea[] {
  const areas: PermissionArea[] = [];
  for (const { area, group, permissions } of PERMISSION_GROUPS) {
    let entry = areas.find((a) => a.area === area);
    if (!entry) areas.push((entry = { area, groups: [] }));
    entry.groups.push({ group, permissions });
  }
  return areas;
}
