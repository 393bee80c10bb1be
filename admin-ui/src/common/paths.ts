/** Admin paths as the spec writes them: list at /admin/<path>, create at path/create, edit at path/edit/{id}. */
export const ADMIN_BASE = '/admin';
export const HOME_PATH = `${ADMIN_BASE}/dashboard`;

export const listPath = (resource: string) => `${ADMIN_BASE}/${resource}`;
export const createPath = (resource: string) => `${ADMIN_BASE}/${resource}/create`;
export const editPath = (resource: string, id: unknown) => `${ADMIN_BASE}/${resource}/edit/${encodeURIComponent(String(id))}`;

/** ?from=customer-create on a lead's edit page: opened from the customer create form, saving goes to the customer list (spec section 2). */
export const FROM_CUSTOMER_CREATE = 'customer-create';
export const leadFromCustomerCreatePath = (leadId: unknown) => `${editPath('lead', leadId)}?from=${FROM_CUSTOMER_CREATE}`;

/**
 * Resources whose show page sits at path/{id}, as the spec words it for orders (/admin/order/{id}),
 * members (/admin/membership/member/{id}) and till sales (/admin/store/pos/{id}); the others use path/show/{id}.
 */
const SHOWN_AT_ID: ReadonlySet<string> = new Set(['order', 'member', 'store/pos']);
export const isShownAtId = (resource: string) => SHOWN_AT_ID.has(resource);
/** The route of a resource's show page, relative to its path. */
export const showRoute = (resource: string) => (isShownAtId(resource) ? ':id' : 'show/:id');
export const showPath = (resource: string, id: unknown) => `${ADMIN_BASE}/${resource}/${isShownAtId(resource) ? '' : 'show/'}${encodeURIComponent(String(id))}`;
