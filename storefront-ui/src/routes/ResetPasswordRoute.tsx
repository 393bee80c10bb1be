import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { ResetPasswordForm } from '../features/auth';
import { useT } from '../i18n';

/** /reset-password?token=...&email=... from the reset mail. */
export default function ResetPasswordRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  usePageTitle(t('resetPassword.title'));
  return (
    <div className="container page narrow">
      <h1>{t('resetPassword.title')}</h1>
      {token && email ? (
        <ResetPasswordForm token={token} email={email} />
      ) : (
        <div className="form">
          <p role="alert">{t('resetPassword.incomplete')}</p>
          <p>
            <Link to="/password/reset">{t('resetPassword.requestNew')}</Link>
          </p>
        </div>
      )}
    </div>
  );
}
