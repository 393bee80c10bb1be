import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { UnsubscribeConfirm } from '../features/newsletter';
import { useT } from '../i18n';

/** /unsubscribe?email=...&signature=... from a newsletter's unsubscribe link (spec §2: takes an email parameter). */
export default function UnsubscribeRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const signature = params.get('signature') ?? '';
  usePageTitle(t('unsubscribe.title'));
  return (
    <div className="container page narrow">
      <h1>{t('unsubscribe.title')}</h1>
      {email && signature ? (
        <UnsubscribeConfirm email={email} signature={signature} />
      ) : (
        <>
          <p role="alert">{t('unsubscribe.incomplete')}</p>
          <p>
            <Link to="/">{t('unsubscribe.home')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
