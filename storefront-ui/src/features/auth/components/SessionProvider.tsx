import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotice } from '../../../app/notice';
import { useI18n } from '../../../i18n';
import { onUnauthorized } from '../../../lib/api-client';
import { toLocale } from '../../../lib/language';
import { answeredForOtherSession } from '../../../lib/prices-hidden';
import { clearSession, readSession, readSocialLogin, storeSession } from '../../../lib/session-cookies';
import { ACCOUNT_KEY, fetchProfile, type Profile } from '../../account';
import { logout, refreshToken, type IssuedToken } from '../api/auth';
import { facebookLogout } from '../facebook-sdk';

/** Refresh the token once fewer than this many milliseconds remain. */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000;
/** After an expired session, go home after this long. */
export const EXPIRED_REDIRECT_MS = 1000;
const CHECK_EVERY_MS = 30 * 1000;

/**
 * 'expired' and 'leaving' last from the end of a session (expiry, logout) until the shopper is home, so pages
 * that need a login do not send them to /login meanwhile.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'expired' | 'leaving';

interface SessionValue {
  status: SessionStatus;
  user: Profile | null;
  /** Stores the token (and the social-login flag) and loads the profile. */
  signIn: (issued: IssuedToken, options?: { social?: 'facebook' }) => Promise<void>;
  signOut: () => Promise<void>;
  setUser: (user: Profile) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The shopper session (spec §4): the token and its expiry in cookies for 7 days, refreshed when under
 * 10 minutes remain; once expired the session (and the cart id) is cleared, "Login expired / Please log in
 * again" shows and the shopper goes home after 1 second.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t, chosen, applyDefaultLocale } = useI18n();
  const { showNotice } = useNotice();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (readSession() ? 'loading' : 'anonymous'));
  const [user, setUser] = useState<Profile | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  const refreshing = useRef(false);
  /** Set when the session ended and the shopper is being sent home; cleared once home is shown. */
  const goingHome = useRef(false);
  const latest = useRef({ t, chosen, applyDefaultLocale, showNotice, navigate });
  latest.current = { t, chosen, applyDefaultLocale, showNotice, navigate };

  const expire = useCallback(() => {
    if (statusRef.current === 'expired') return;
    clearSession();
    queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
    statusRef.current = 'expired';
    setStatus('expired');
    setUser(null);
    const { t: tr, showNotice: notify } = latest.current;
    notify({ title: tr('session.expiredTitle'), message: tr('session.expiredMessage') });
    window.setTimeout(() => {
      goingHome.current = true;
      void latest.current.navigate('/', { replace: true });
    }, EXPIRED_REDIRECT_MS);
  }, [queryClient]);

  const loadProfile = useCallback(async () => {
    try {
      const profile = await fetchProfile();
      setUser(profile);
      statusRef.current = 'authenticated';
      setStatus('authenticated');
      const profileLocale = toLocale(profile.language);
      if (profileLocale && !latest.current.chosen) latest.current.applyDefaultLocale(profileLocale);
    } catch {
      // 401 is handled by onUnauthorized (expire); anything else leaves the shopper logged out for now
      if (statusRef.current === 'loading') {
        statusRef.current = 'anonymous';
        setStatus('anonymous');
      }
    }
  }, []);

  /** Compares the expiry cookie with the clock: expire, refresh, or nothing. */
  const check = useCallback(async () => {
    const stored = readSession();
    if (!stored) {
      if (statusRef.current === 'authenticated') {
        setUser(null);
        statusRef.current = 'anonymous';
        setStatus('anonymous');
      }
      return;
    }
    const remaining = stored.expiresAt - Date.now();
    if (remaining <= 0) {
      expire();
      return;
    }
    if (remaining < REFRESH_MARGIN_MS && !refreshing.current) {
      refreshing.current = true;
      try {
        const issued = await refreshToken();
        storeSession(issued.token, issued.expired_at);
      } catch {
        // a 401 expires the session through onUnauthorized; a network failure retries on the next check
      } finally {
        refreshing.current = false;
      }
    }
  }, [expire]);

  useEffect(() => onUnauthorized(() => expire()), [expire]);

  // Start: an expired session shows the notice; a live one loads the profile.
  useEffect(() => {
    const stored = readSession();
    if (!stored) return;
    if (stored.expiresAt <= Date.now()) {
      expire();
      return;
    }
    void check().then(() => {
      if (statusRef.current === 'loading') void loadProfile();
    });
  }, [check, expire, loadProfile]);

  // On every navigation, every half minute and when the tab becomes visible again.
  useEffect(() => {
    if (statusRef.current === 'authenticated') void check();
  }, [location.pathname, check]);
  useEffect(() => {
    const run = () => {
      if (document.visibilityState === 'visible' && statusRef.current === 'authenticated') void check();
    };
    const timer = window.setInterval(run, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', run);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', run);
    };
  }, [check]);

  const signIn = useCallback(
    async (issued: IssuedToken, options: { social?: 'facebook' } = {}) => {
      queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
      storeSession(issued.token, issued.expired_at, options.social);
      statusRef.current = 'loading';
      setStatus('loading');
      await loadProfile();
    },
    [loadProfile, queryClient],
  );

  const signOut = useCallback(async () => {
    const social = readSocialLogin();
    try {
      if (readSession()) await logout();
    } catch {
      // the token may already be gone; the browser forgets it either way
    }
    if (social) facebookLogout();
    clearSession();
    queryClient.removeQueries({ queryKey: ACCOUNT_KEY });
    setUser(null);
    statusRef.current = 'leaving';
    setStatus('leaving');
    goingHome.current = true;
    void latest.current.navigate('/', { replace: true });
  }, [queryClient]);

  // A members-only shop answers the catalogue with or without prices (prices_hidden): once the session
  // is known to be live, answers kept from before (a guest's, or the page the server rendered, which
  // never uses the token) are asked again; once it ends, the member's are.
  const signedInBefore = useRef(false);
  useEffect(() => {
    if (status === 'loading') return;
    const signedIn = status === 'authenticated';
    if (signedIn) void queryClient.invalidateQueries({ predicate: answeredForOtherSession(true) });
    else if (signedInBefore.current) void queryClient.invalidateQueries({ predicate: answeredForOtherSession(false) });
    signedInBefore.current = signedIn;
  }, [status, queryClient]);

  // Home reached after the session ended: now the shopper is simply logged out.
  useEffect(() => {
    if (!goingHome.current || location.pathname !== '/') return;
    goingHome.current = false;
    statusRef.current = 'anonymous';
    setStatus('anonymous');
  }, [location.key, location.pathname]);

  const value = useMemo<SessionValue>(() => ({ status, user, signIn, signOut, setUser }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
