/**
 * Who owns each table: the one module whose repository writes it (others call that module's service),
 * and the modules whose repositories read it in their own SQL (a listing's join, a check): reads across
 * modules are allowed, and named here. Columns a module other than the table's owner writes are named
 * with their writer (a customer's membership tier is the membership module's to set).
 *
 * test/unit/table-owners.spec.ts reads every INSERT, UPDATE and DELETE in the server and fails on a
 * write outside the owner, a read not listed, or a table of the migrations missing here. Migrations and
 * the demo seed (server/src/database/) set data up beneath the modules and are not held to it.
 *
 * A module is a folder of server/src/modules; `queue` and `storefront` are the folders of server/src.
 */
export interface TableOwner {
  owner: string;
  /** Other modules whose SQL reads the table. */
  readBy?: readonly string[];
  /** Columns written by a module other than the owner, with that module. */
  columns?: Readonly<Record<string, string>>;
}

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  // Accounts and access
  admin: { owner: 'account', readBy: ['broadcast', 'customer', 'import', 'lead', 'points', 'role', 'store'] },
  role: { owner: 'role', readBy: ['account', 'lead'] },
  session: { owner: 'auth' },
  setting: { owner: 'settings', readBy: ['customer'] },
  script_change: { owner: 'settings' },

  // Customers and the CRM
  customer: {
    owner: 'customer',
    readBy: ['broadcast', 'formbuilder', 'import', 'lead', 'membership', 'order', 'points', 'promotion', 'report'],
    columns: { membership_tier_id: 'membership', membership_expires_at: 'membership' },
  },
  customer_address: { owner: 'address' },
  password_reset: { owner: 'customer' },
  password_reset_request: { owner: 'customer' },
  contact: { owner: 'lead' },
  lead: { owner: 'lead', readBy: ['broadcast', 'report'] },
  lead_event: { owner: 'lead' },
  lead_status: { owner: 'lead', readBy: ['customer', 'import', 'report', 'settings'] },
  lead_funnel: { owner: 'lead', readBy: ['formbuilder', 'report'] },
  lead_funnel_stage: { owner: 'lead', readBy: ['formbuilder', 'report'] },
  mail_message: { owner: 'mail', readBy: ['lead'] },
  mail_suppression: { owner: 'broadcast' },
  broadcast_message: { owner: 'broadcast' },
  broadcast_receiver: { owner: 'broadcast' },
  broadcast: { owner: 'broadcast' },
  broadcast_delivery: { owner: 'broadcast' },
  broadcast_click: { owner: 'broadcast' },
  // The form builder: forms, their fields and what was sent through them.
  form: { owner: 'formbuilder' },
  form_field: { owner: 'formbuilder' },
  form_submit_history: { owner: 'formbuilder' },
  outbox: { owner: 'queue' },
  // Imports of customers and products: the uploaded file's job and its refused rows.
  import_job: { owner: 'import' },
  import_error: { owner: 'import' },

  // Catalogue
  product: { owner: 'product', readBy: ['cart', 'catalog', 'import', 'menu', 'promotion', 'storefront'] },
  product_translation: { owner: 'product', readBy: ['cart', 'catalog', 'import', 'report', 'supplier'] },
  product_image: { owner: 'product', readBy: ['catalog'] },
  stock: { owner: 'product', readBy: ['attribute', 'cart', 'catalog', 'import', 'inventory', 'order', 'report', 'supplier'] },
  // Kept by the product table's triggers (migrations): the catalogue's listing and search read them.
  category_listing: { owner: 'product', readBy: ['catalog'] },
  product_list_name: { owner: 'product' },
  search_posting: { owner: 'product', readBy: ['catalog'] },
  attribute: { owner: 'attribute', readBy: ['cart', 'catalog', 'import', 'inventory', 'product'] },
  attribute_translation: { owner: 'attribute', readBy: ['cart', 'catalog', 'import'] },
  attribute_option: { owner: 'attribute', readBy: ['cart', 'catalog', 'import', 'inventory', 'product'] },
  attribute_option_translation: { owner: 'attribute', readBy: ['cart', 'catalog', 'import', 'inventory'] },
  brand: { owner: 'brand', readBy: ['catalog', 'product', 'storefront'] },
  brand_translation: { owner: 'brand', readBy: ['catalog', 'storefront'] },
  menu: { owner: 'menu', readBy: ['catalog', 'storefront'] },
  menu_translation: { owner: 'menu', readBy: ['catalog', 'storefront'] },
  menu_product: { owner: 'menu', readBy: ['catalog', 'product', 'promotion', 'storefront'] },
  warehouse: { owner: 'warehouse', readBy: ['cart', 'catalog', 'import', 'inventory', 'product', 'report', 'store', 'supplier'] },
  inventory: { owner: 'inventory', readBy: ['cart', 'catalog', 'import', 'product', 'report', 'store', 'supplier'] },
  inventory_history: { owner: 'inventory', readBy: ['report'] },
  // Suppliers, the cost prices of what they supply, and purchase receipts (append-only).
  supplier: { owner: 'supplier' },
  supplier_stock: { owner: 'supplier' },
  supplier_receipt: { owner: 'supplier' },
  supplier_receipt_line: { owner: 'supplier' },

  // Content
  page: { owner: 'content', readBy: ['storefront'] },
  page_translation: { owner: 'content' },
  block: { owner: 'content' },
  block_translation: { owner: 'content' },
  blog_article: { owner: 'blog', readBy: ['storefront'] },
  blog_article_translation: { owner: 'blog' },
  blog_article_category: { owner: 'blog' },
  blog_category: { owner: 'blog', readBy: ['storefront'] },
  blog_category_translation: { owner: 'blog' },
  slide: { owner: 'slider' },
  slide_translation: { owner: 'slider' },
  homepage_section: { owner: 'homepage' },

  // Selling
  // Physical stores, their staff and what their tills keep of each sale (the sale itself is an order).
  store: { owner: 'store', readBy: ['report'] },
  store_staff: { owner: 'store' },
  store_sale: { owner: 'store' },
  cart: { owner: 'cart' },
  cart_item: { owner: 'cart' },
  cart_coupon: { owner: 'promotion' },
  promotion: { owner: 'promotion' },
  promotion_usage: { owner: 'promotion' },
  membership_tier: { owner: 'membership', readBy: ['customer', 'points', 'promotion', 'report'] },
  reward_point: { owner: 'points' },
  reward_point_draw: { owner: 'points' },
  sales_order: { owner: 'order', readBy: ['customer', 'membership', 'points', 'report'] },
  sales_order_line: { owner: 'order', readBy: ['report'] },
  sales_order_allocation: { owner: 'order' },
  sales_order_adjustment: { owner: 'order', readBy: ['report'] },
  // The sales report's rollup: kept by the triggers of sales_order and sales_order_adjustment (migrations), read by the report.
  sales_rollup: { owner: 'report' },
  sales_order_history: { owner: 'order' },
  payment: { owner: 'order' },
  payment_event: { owner: 'order' },
  payment_method: { owner: 'order' },
  shipping_method: { owner: 'order' },
};
