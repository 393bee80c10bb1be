import { FormEvent, useEffect, useState } from 'react';

interface CurrentAdmin {
  name: string;
  email: string;
  role: { name: string };
  permission_list: string[];
}

const TOKEN_KEY = 'admin_token';

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const res = await fetch(`/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error((body.messages ?? ['Request failed']).join('\n'));
  return body as T;
}

/**
 * The back office frame for the foundation: sign in with an admin account and see who you are.
 * The react-admin screens arrive with the next issue.
 */
export function App() {
  const [admin, setAdmin] = useState<CurrentAdmin | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sessionStorage.getItem(TOKEN_KEY)) api<CurrentAdmin>('/admin').then(setAdmin, () => sessionStorage.removeItem(TOKEN_KEY));
  }, []);

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const { token } = await api<{ token: string }>('/admin/login', {
        method: 'POST',
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      });
      sessionStorage.setItem(TOKEN_KEY, token);
      setAdmin(await api<CurrentAdmin>('/admin'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function logout() {
    await api('/admin/logout', { method: 'POST' }).catch(() => undefined);
    sessionStorage.removeItem(TOKEN_KEY);
    setAdmin(null);
  }

  return (
    <main className="page">
      <h1>Back office</h1>
      {admin ? (
        <section aria-labelledby="who">
          <h2 id="who">Signed in as {admin.name}</h2>
          <p>
            {admin.email} · role <strong>{admin.role.name}</strong> · {admin.permission_list.length} permissions
          </p>
          <button type="button" onClick={logout}>
            Log out
          </button>
        </section>
      ) : (
        <form onSubmit={login} aria-labelledby="login-title">
          <h2 id="login-title">Log in</h2>
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="username" required />
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
        </form>
      )}
    </main>
  );
}
