import { Link } from 'react-router-dom';
import { plainText, usePageDescription, usePageTitle } from '../../../app/page-title';
import { PageLoading } from '../../../app/lazy-page';
import { useI18n, useServerMessage } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { Breadcrumb } from '../../catalog';
import { fetchStaticPage } from '../api/content';
import { RichContent } from './RichContent';
import '../content.css';

/**
 * /page/{url}: breadcrumb (also as schema.org data), title and content. A missing or disabled page
 * shows "Page cannot be found" (and the server answers such a page with 404).
 */
export function StaticPageView({ url }: { url: string }) {
  const { t, language } = useI18n();
  const shown = useServerMessage();
  const remote = useRemote(JSON.stringify(['page', language, url]), (signal) => fetchStaticPage(url, signal), { page: true });
  const page = remote.data && remote.data.url === url ? remote.data : null;
  usePageTitle(page ? page.meta_title : null);
  usePageDescription(page ? page.meta_description || plainText(page.content) : null, page?.meta_title);

  if (remote.error) {
    const missing = remote.error.status === 404;
    return (
      <div className="container page static-page load-failure" role={missing ? undefined : 'alert'}>
        <h1>{remote.error.isNetworkError ? t('error.network') : remote.error.messages.map(shown)[0]}</h1>
        {missing ? (
          <p>
            <Link to="/">{t('catalog.backHome')}</Link>
          </p>
        ) : (
          <button type="button" className="button" onClick={remote.retry}>
            {t('app.retry')}
          </button>
        )}
      </div>
    );
  }
  if (!page) return <PageLoading />;
  return (
    <article className="container page static-page">
      <Breadcrumb trail={[{ title: page.title }]} />
      <h1>{page.title}</h1>
      <RichContent html={page.content} className="static-page-content" />
    </article>
  );
}
