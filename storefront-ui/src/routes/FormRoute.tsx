import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { useSession } from '../features/auth';
import { LoadFailure } from '../features/catalog';
import { fetchForm, FormView } from '../features/form';
import { useI18n } from '../i18n';
import { useRemote } from '../lib/use-remote';

/**
 * /form/{url}: a form builder form in the shopper's language (spec §2). A missing or disabled form goes
 * to the homepage; a members-only form sends a guest to login, which brings them back here; a form
 * that limits submissions sends a shopper who has sent it to the homepage.
 */
export default function FormRoute() {
  const { url = '' } = useParams();
  const location = useLocation();
  const { language } = useI18n();
  const { status, user } = useSession();
  const settled = status !== 'loading';
  const remote = useRemote(JSON.stringify(['form', language, url, settled ? (user?.id ?? 0) : null]), (signal) =>
    settled ? fetchForm(url, signal) : new Promise<never>(() => undefined),
  );
  const form = remote.data;
  usePageTitle(form ? form.title : null);

  if (remote.error?.status === 404 || remote.error?.status === 409) return <Navigate to="/" replace />;
  if (remote.error?.status === 401) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  if (!form) return <PageLoading />;
  return (
    <div className="container page form-page">
      <h1>{form.title}</h1>
      {form.description.trim() && <p className="form-description">{form.description}</p>}
      <FormView key={`${url}-${language}`} url={url} form={form} />
    </div>
  );
}
