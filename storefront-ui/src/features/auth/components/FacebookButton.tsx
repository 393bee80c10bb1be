import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import type { ShownMessage } from '@shop/kernel';
import { facebookLogin, fetchFacebookConfig, type FacebookConfig } from '../api/auth';
import { askFacebookLogin, loadFacebookSdk } from '../facebook-sdk';
import { useSession } from './SessionProvider';

/**
 * "Log in / Register with Facebook": shown only when facebook_enabled is "1". The Facebook SDK loads on
 * the first click, never with the page. Cancelling the Facebook dialog only stops the loader.
 */
export function FacebookButton({ mode, redirectTo }: { mode: 'login' | 'register'; redirectTo: string }) {
  const { t, locale } = useI18n();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [config, setConfig] = useState<FacebookConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ShownMessage[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchFacebookConfig(controller.signal)
      .then(setConfig)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (config?.facebook_enabled !== '1') return null;

  const onClick = async () => {
    setBusy(true);
    setFailure(null);
    try {
      let sdk;
      try {
        sdk = await loadFacebookSdk(config.fb_client_id, locale);
      } catch {
        setFailure([t('facebook.sdkFailed')]);
        return;
      }
      const accessToken = await askFacebookLogin(sdk);
      if (!accessToken) return; // cancelled: just stop the loader
      try {
        const issued = await facebookLogin(mode, accessToken);
        await signIn(issued, { social: 'facebook' });
        void navigate(redirectTo, { replace: true });
      } catch (error) {
        setFailure(error instanceof ApiError ? (error.isNetworkError ? [t('error.network')] : error.messages) : [t('error.generic')]);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="social-login">
      <p className="divider">
        <span>{t('login.or')}</span>
      </p>
      <button type="button" className="button button-facebook" onClick={() => void onClick()} disabled={busy} aria-busy={busy || undefined}>
        {busy && <span className="spinner spinner-small" aria-hidden="true" />}
        {busy ? t('facebook.connecting') : t(mode === 'login' ? 'facebook.login' : 'facebook.register')}
      </button>
      {failure && <FormMessages title={t('facebook.fail')} messages={failure} />}
    </div>
  );
}
