import type { AuthProvider } from 'react-admin';
import { can } from '../layout/entries';
import { codeToLocale } from './i18nProvider';
import { clearSession, CLIENT_HEADERS, ensureSession, hasSession, isExpiring, saveSession, type IssuedToken } from './session';
import { ApiError, httpClient } from './httpClient';
import { serverMessagesOf, type Schema } from '@shop/kernel';

/** GET /api/admin: the signed-in admin, the role's permissions and when the session ends. */
export type CurrentAdmin = Schema<'CurrentAdminSessionAnswer'>;

let current: Promise<CurrentAdmin> | null = null;

/** GET /api/admin, kept until the next login, logout or reload. */
export function loadCurrentAdmin(): Promise<CurrentAdmin> {
  if (current) return current;
  const loading = httpClient('/api/admin').then(({ json }) => json as CurrentAdmin);
  current = loading;
  loading.catch(() => {
    if (current === loading) current = null;
  });
  return loading;
}

/** Forget the signed-in admin so that permissions and menu are read again (after a role change). */
export function forgetCurrentAdmin(): void {
  current = null;
}

/** Where a chosen interface language is remembered between visits (react-admin's store). */
type LocaleSetter = (locale: string) => void;
let setStoredLocale: LocaleSetter = () => undefined;
export const onLoginLocale = (setter: LocaleSetter) => (setStoredLocale = setter);

async function login({ email, password }: { email: string; password: string }): Promise<void> {
  const response = await fetch('/api/admin/login', {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const messages = serverMessagesOf(body);
    throw new ApiError(messages.length > 0 ? messages : [{ text: response.statusText || 'Login failed' }], response.status, body);
  }
  saveSession(body as IssuedToken);
  forgetCurrentAdmin();
  const admin = await loadCurrentAdmin();
  setStoredLocale(codeToLocale(admin.language));
}

export const authProvider: AuthProvider = {
  login,
  async logout() {
    forgetCurrentAdmin();
    // The session ended by expiry: the "Login expired" notice takes the browser to /admin.
    if (isExpiring()) return false;
    if (!hasSession()) {
      clearSession();
      return undefined; // react-admin goes to the login page
    }
    // The server ends the session and clears the token cookie.
    await fetch('/api/admin/logout', { method: 'POST', headers: { ...CLIENT_HEADERS } }).catch(() => undefined);
    clearSession();
    return `${window.location.origin}/`; // the storefront home
  },
  async checkAuth() {
    if (isExpiring()) throw { message: false, redirectTo: false };
    const alive = await ensureSession();
    if (isExpiring()) throw { message: false, redirectTo: false };
    if (!alive) throw { message: false };
  },
  async checkError(error) {
    const status = (error as { status?: number })?.status;
    // httpClient has already shown "Login expired" for a 401; 403 is a refused page or button, not a logout.
    if (status === 401) throw { logoutUser: false, message: false };
  },
  async getIdentity() {
    if (!hasSession()) throw { message: false };
    const admin = await loadCurrentAdmin();
    return { id: admin.id, fullName: admin.name, email: admin.email, role: admin.role };
  },
  async getPermissions() {
    if (!hasSession()) return [];
    return (await loadCurrentAdmin()).permission_list;
  },
  async canAccess({ resource, action }) {
    if (!hasSession()) return false;
    const { permission_list } = await loadCurrentAdmin();
    return can(permission_list, resource, action);
  },
};
