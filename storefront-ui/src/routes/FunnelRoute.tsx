import { Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { LoadFailure } from '../features/catalog';
import { fetchFunnel, FunnelForm } from '../features/funnel';
import { useI18n } from '../i18n';
import { useRemote } from '../lib/use-remote';

/** /funnel/{url}: the funnel's title, description and form; a missing or disabled funnel goes to the homepage (spec §1). */
export default function FunnelRoute() {
  const { url = '' } = useParams();
  const { language } = useI18n();
  const remote = useRemote(JSON.stringify(['funnel', language, url]), (signal) => fetchFunnel(url, signal));
  const funnel = remote.data;
  usePageTitle(funnel ? funnel.title : null);

  if (remote.error?.status === 404) return <Navigate to="/" replace />;
  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  if (!funnel) return <PageLoading />;
  return (
    <div className="container page funnel-page">
      <h1>{funnel.title}</h1>
      {funnel.description.trim() && <p className="funnel-description">{funnel.description}</p>}
      <FunnelForm key={url} url={url} title={funnel.title} />
    </div>
  );
}
