import { usePageTitle } from '../app/page-title';
import { PasswordResetRequestForm } from '../features/auth';
import { useT } from '../i18n';

export default function PasswordResetRoute() {
  const t = useT();
  usePageTitle(t('passwordReset.title'));
  return (
    <div className="container page narrow">
      <h1>{t('passwordReset.title')}</h1>
      <PasswordResetRequestForm />
    </div>
  );
}
