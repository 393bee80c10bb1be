/** The Facebook JS SDK, loaded on demand (only when a shopper clicks a Facebook button). */

interface AuthResponse {
  accessToken: string;
}

interface LoginStatus {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: AuthResponse | null;
}

export interface FacebookSdk {
  init(options: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(callback: (response: LoginStatus) => void, options?: { scope: string }): void;
  logout(callback?: () => void): void;
  getLoginStatus(callback: (response: LoginStatus) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const SDK_VERSION = 'v21.0';
const LOAD_TIMEOUT_MS = 20_000;
const SDK_LOCALES: Record<string, string> = { 'en-US': 'en_US', 'zh-HK': 'zh_HK', 'zh-CN': 'zh_CN' };

let loading: Promise<FacebookSdk> | null = null;

export function isFacebookSdkLoaded(): boolean {
  return typeof window.FB?.login === 'function';
}

export function loadFacebookSdk(appId: string, locale: string): Promise<FacebookSdk> {
  if (loading) return loading;
  loading = new Promise<FacebookSdk>((resolve, reject) => {
    let settled = false;
    const script = document.createElement('script');
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      const sdk = window.FB;
      if (error || !sdk) {
        script.remove();
        loading = null;
        reject(error ?? new Error('The Facebook SDK did not start'));
        return;
      }
      try {
        sdk.init({ appId, cookie: true, xfbml: false, version: SDK_VERSION });
      } catch (e) {
        loading = null;
        reject(e instanceof Error ? e : new Error('The Facebook SDK did not start'));
        return;
      }
      resolve(sdk);
    };
    const timer = window.setTimeout(() => finish(new Error('The Facebook SDK took too long to load')), LOAD_TIMEOUT_MS);
    window.fbAsyncInit = () => finish();
    script.id = 'facebook-jssdk';
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://connect.facebook.net/${SDK_LOCALES[locale] ?? 'en_US'}/sdk.js`;
    script.onerror = () => finish(new Error('The Facebook SDK could not be loaded'));
    // The SDK calls fbAsyncInit; if it was already defined elsewhere, FB is there once the script ran.
    script.onload = () => window.setTimeout(() => isFacebookSdkLoaded() && finish(), 0);
    document.body.appendChild(script);
  });
  return loading;
}

/** Opens the Facebook dialog; the access token, or null when the shopper cancelled. */
export function askFacebookLogin(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response?.authResponse?.accessToken ?? null), { scope: 'public_profile,email' });
  });
}

/** Logs out of Facebook too, when its SDK is loaded on this page. Never throws. */
export function facebookLogout(): void {
  const sdk = window.FB;
  if (!isFacebookSdkLoaded() || !sdk) return;
  try {
    sdk.getLoginStatus((status) => {
      if (status?.status === 'connected') sdk.logout();
    });
  } catch {
    // the shop session is what matters
  }
}
