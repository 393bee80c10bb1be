import { useId, useState, type KeyboardEvent } from 'react';
import { useServerMessage, useT } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import type { Cart } from '../api/cart';
import { useCart } from '../cart-context';
import { noticeMessage } from './notice';

/**
 * The cart's promotions and a coupon code field (the cart drawer, /cart and the checkout review).
 * Each promotion says whether it applies, and why not when it does not (the totals below name what
 * each took); a code can be taken out again. A code
 * that cannot apply keeps what was typed and says why under the field. No <form> of its own: the
 * checkout review sits inside the checkout's form, so Enter in the field applies the code.
 */
export function CouponBox({ promotions }: { promotions: Cart['promotions'] }) {
  const t = useT();
  const shown = useServerMessage();
  const { applyCode, removeCode } = useCart();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ShownMessage[] | null>(null);

  const apply = async () => {
    const text = code.trim();
    if (!text || busy) return;
    setBusy(true);
    const refused = await applyCode(text);
    setBusy(false);
    if (refused === null) {
      setCode('');
      setProblem(null);
    } else setProblem(refused.length > 0 ? refused : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <div className="cart-coupons">
      {promotions.length > 0 && (
        <ul className="cart-promotions" aria-label={t('cart.promotions')} data-testid="cart-promotions">
          {promotions.map((p) => (
            <li key={p.id} className={p.applied ? 'cart-promotion' : 'cart-promotion cart-promotion-off'} data-testid="cart-promotion">
              <span className="cart-promotion-name">
                {p.code ?? p.name}
                {p.code && p.name && p.name !== p.code && <span className="cart-promotion-title"> · {p.name}</span>}
              </span>
              {p.applied ? (
                <span className="cart-promotion-applied">{t('cart.promotion.applied')}</span>
              ) : (
                <span className="cart-promotion-reason">{p.reason ? shown(noticeMessage(p.reason)) : t('cart.promotion.notApplied')}</span>
              )}
              {p.code && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('cart.coupon.removeLabel', { code: p.code })}
                  onClick={() => void removeCode(p.code!)}
                >
                  {t('cart.coupon.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="cart-coupon-field">
        <label htmlFor={inputId}>{t('cart.coupon.label')}</label>
        <div className="cart-coupon-row">
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            data-testid="coupon-input"
          />
          <button type="button" className="button" disabled={busy} onClick={() => void apply()} data-testid="coupon-apply">
            {busy ? t('cart.coupon.applying') : t('cart.coupon.apply')}
          </button>
        </div>
        {problem && (
          <div id={errorId} className="field-error" role="alert" data-testid="coupon-error">
            {problem.map((message, i) => (
              <p key={i}>{shown(message)}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
