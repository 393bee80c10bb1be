import { PageLoading } from '../app/lazy-page';
import { usePageTitle } from '../app/page-title';
import { LoadFailure } from '../features/catalog';
import { EbookForm, fetchEbookOffer } from '../features/ebook';
import { useT } from '../i18n';
import { useRemote } from '../lib/use-remote';

/** /ebook: a short intro and the form that mails the ebook, or a notice when the shop has none to send. */
export default function EbookRoute() {
  const t = useT();
  usePageTitle(t('ebook.title'));
  const remote = useRemote('ebook-offer', (signal) => fetchEbookOffer(signal));
  const offer = remote.data;

  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  return (
    <div className="container page ebook-page">
      <h1>{t('ebook.title')}</h1>
      {!offer ? (
        <PageLoading />
      ) : offer.available ? (
        <>
          <p>{t('ebook.intro')}</p>
          <EbookForm buttonName={offer.button_name} onUnavailable={remote.retry} />
        </>
      ) : (
        <p className="ebook-unavailable">{t('ebook.unavailable')}</p>
      )}
    </div>
  );
}
