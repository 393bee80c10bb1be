import { useId } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useServerMessage, useT } from '../../../i18n';
import type { CartChange } from '../api/cart';
import type { CartFailure } from '../cart-context';
import { noticeMessage } from './notice';

function Messages({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div id={id} className="dialog-body">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m, i) => (
            <li key={`${i}-${m}`}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Spec §8: a cart call that failed shows a dialog titled with the cart tip and the messages, in the shopper's language. */
export function CartFailureDialog({ failure, onClose }: { failure: CartFailure; onClose: () => void }) {
  const t = useT();
  const shown = useServerMessage();
  const id = useId();
  const messages = failure.network ? [t('error.network')] : failure.messages.map(shown);
  return (
    <Dialog title={t('cart.tip')} onClose={onClose} role="alertdialog" describedBy={id} className="dialog-small" testId="cart-failure">
      <Messages id={id} messages={messages} />
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          {t('cart.ok')}
        </button>
      </div>
    </Dialog>
  );
}

/** The lines a login's merge of the guest cart lowered or left out, each with its reason. */
export function CartChangesDialog({ changes, onClose }: { changes: CartChange[]; onClose: () => void }) {
  const t = useT();
  const shown = useServerMessage();
  const id = useId();
  return (
    <Dialog title={t('cart.changedTitle')} onClose={onClose} describedBy={id} className="dialog-small" testId="cart-changes">
      <div id={id} className="dialog-body">
        <p>{t('cart.changedIntro')}</p>
        <ul className="cart-changes">
          {changes.map((change) => {
            const reason = shown(noticeMessage(change.reason));
            // A reason that names the product already ("… is no longer available") is shown as it is.
            return <li key={change.stock_id}>{reason.includes(change.name) ? reason : t('cart.changeLine', { name: change.name, reason })}</li>;
          })}
        </ul>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          {t('cart.ok')}
        </button>
      </div>
    </Dialog>
  );
}

/** Spec §5: a line set to nothing asks before it goes; "keep" (or Escape) leaves the line as it was. */
export function CartConfirmDialog({ name, onAnswer }: { name: string; onAnswer: (yes: boolean) => void }) {
  const t = useT();
  const id = useId();
  return (
    <Dialog title={t('cart.confirmTitle')} onClose={() => onAnswer(false)} role="alertdialog" describedBy={id} className="dialog-small" testId="cart-confirm">
      <div id={id} className="dialog-body">
        <p>{t('cart.confirmRemove', { name })}</p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => onAnswer(false)} data-autofocus>
          {t('cart.confirmNo')}
        </button>
        <button type="button" className="button button-danger" onClick={() => onAnswer(true)}>
          {t('cart.confirmYes')}
        </button>
      </div>
    </Dialog>
  );
}
