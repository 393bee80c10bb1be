import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ServerMessage } from '@shop/kernel';
import { PageLoading } from '../../../app/lazy-page';
import { useSubmission } from '../../../components/use-submission';
import { useServerMessage, useT } from '../../../i18n';
import { errorMessages } from '../../../lib/api-client';
import { useRemote } from '../../../lib/use-remote';
import { fetchUnsubscribeStatus, unsubscribe } from '../api/unsubscribe';

/**
 * What an unsubscribe link opens: the link is read first (a forged or changed one is refused with the
 * server's words), then the reader confirms with one button, so a mail scanner that follows links does not
 * unsubscribe anyone; mail clients' one-click unsubscribe posts to the API directly. An address that is
 * unsubscribed already is told so.
 */
export function UnsubscribeConfirm({ email, signature }: { email: string; signature: string }) {
  const t = useT();
  const shown = useServerMessage();
  const remote = useRemote(`unsubscribe:${email}:${signature}`, (signal) => fetchUnsubscribeStatus(email, signature, signal));
  const submission = useSubmission();
  const [done, setDone] = useState<ServerMessage[]>();

  /** Where the page ends: what happened (an alert for a refusal, a status otherwise) and the way back. */
  const outcome = (role: 'alert' | 'status', text: string) => (
    <div className="unsubscribe">
      <p role={role}>{text}</p>
      <p>
        <Link to="/">{t('unsubscribe.home')}</Link>
      </p>
    </div>
  );
  if (remote.error) return outcome('alert', errorMessages(remote.error).map(shown).join(' '));
  if (!remote.data) return <PageLoading />;
  if (done) return outcome('status', done.map(shown).join(' '));
  if (remote.data.unsubscribed) return outcome('status', t('unsubscribe.already', { email: remote.data.email }));
  const confirm = () =>
    void submission.run(async () => {
      setDone(await unsubscribe(email, signature));
    });
  return (
    <div className="unsubscribe">
      <p>{t('unsubscribe.question', { email: remote.data.email })}</p>
      <p>{t('unsubscribe.explain')}</p>
      {submission.messages.length > 0 && <p role="alert">{submission.messages.map(shown).join(' ')}</p>}
      <button type="button" className="button button-primary" onClick={confirm} disabled={submission.busy} aria-busy={submission.busy}>
        {submission.busy ? t('unsubscribe.busy') : t('unsubscribe.button')}
      </button>
    </div>
  );
}
