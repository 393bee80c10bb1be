/** Admin paths as the spec writes them: list at /admin/<path>, create at path/create, edit at path/edit/{id}. */
export const ADMIN_BASE = '/admin';
export const HOME_PATH = `${ADMIN_BASE}/dashboard`;

export const listPath = (resource: string) => `${ADMIN_BASE}/${resource}`;
export const createPath = (resource: string) => `${ADMIN_BASE}/${resource}/create`;
export const editPath = (resource: string, id: unknown) => `${ADMIN_BASE}/${resource}/edit/${encodeURIComponent(String(id))}`;
export const showPath = (resource: string, id: unknown) => `${ADMIN_BASE}/${resource}/show/${encodeURIComponent(String(id))}`;
