import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/Picture';
import { useServerMessage, useT } from '../../../i18n';
import { useCurrency } from '../../currency';
import { discountsOf } from '../../order';
import type { Cart, CartLine } from '../api/cart';
import { QUANTITY_RULE, useCart } from '../cart-context';
import { CouponBox } from './CouponBox';
import { noticeMessage } from './notice';

/** A whole number of digits (leading zeros allowed), else NaN. */
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

/**
 * A line's quantity: typed and committed on Enter or when the field is left, or stepped with − and +.
 * Nothing or 0 asks before the line goes (declining puts the quantity back); a quantity the server
 * refuses (more than is available) shows its message and puts the quantity back too.
 */
function QuantityControl({ line }: { line: CartLine }) {
  const t = useT();
  const { update, remove, confirmRemoval, showFailure } = useCart();
  const id = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  const [busy, setBusy] = useState(false);
  const working = useRef(false);

  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  const commit = async (raw: string) => {
    if (working.current) return;
    const text = raw.trim();
    const quantity = wholeNumber(text);
    if (quantity === line.quantity) {
      setDraft(String(line.quantity));
      return;
    }
    const restore = () => setDraft(String(line.quantity));
    working.current = true;
    setBusy(true);
    try {
      if (text === '' || quantity === 0) {
        const yes = await confirmRemoval(line.name);
        if (!yes || !(await remove(line.item_id))) restore();
      } else if (Number.isNaN(quantity)) {
        restore();
        showFailure([QUANTITY_RULE]);
      } else if (!(await update(line.item_id, quantity))) {
        restore();
      }
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  const step = (by: number) => {
    const next = String(Math.max(0, line.quantity + by));
    setDraft(next);
    void commit(next);
  };

  return (
    <div className="cart-quantity" aria-busy={busy || undefined}>
      <label htmlFor={id} className="visually-hidden">
        {t('cart.quantityOf', { name: line.name })}
      </label>
      <button type="button" className="quantity-step" aria-label={t('cart.decrease', { name: line.name })} onClick={() => step(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit(draft)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void commit(draft);
        }}
      />
      <button type="button" className="quantity-step" aria-label={t('cart.increase', { name: line.name })} onClick={() => step(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

function LinePrice({ line }: { line: CartLine }) {
  const t = useT();
  const { money } = useCurrency();
  const onSale = line.unit_price < line.price;
  return (
    <p className="cart-line-price price">
      <span className="visually-hidden">{t('cart.unitPrice')}: </span>
      {onSale && (
        <>
          <span className="visually-hidden">{t('catalog.regularPrice')} </span>
          <s className="price-regular" data-testid="cart-line-regular-price">
            {money(line.price)}
          </s>{' '}
          <span className="visually-hidden">{t('catalog.salePrice')} </span>
        </>
      )}
      <span className="price-current" data-testid="cart-line-price">
        {money(line.unit_price)}
      </span>
    </p>
  );
}

function CartLineRow({ line, highlighted, onNavigate }: { line: CartLine; highlighted: boolean; onNavigate?: () => void }) {
  const t = useT();
  const shown = useServerMessage();
  const { money } = useCurrency();
  const { remove } = useCart();
  const [removing, setRemoving] = useState(false);
  return (
    <li
      className={`cart-line${highlighted ? ' cart-line-highlight' : ''}${line.purchasable ? '' : ' cart-line-problem'}`}
      data-testid="cart-line"
      data-item-id={line.item_id}
    >
      <div className="cart-line-image">
        {line.image ? (
          <Picture src={line.image} width={80} height={80} sizes="80px" largest={160} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="cart-line-no-image" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line-info">
        <Link className="cart-line-name" to={`/product/${encodeURIComponent(line.url)}`} onClick={onNavigate}>
          {line.name}
        </Link>
        {line.options.length > 0 && (
          <p className="cart-line-options">
            {line.options.map((o) => t('product.chosen', { attribute: o.attribute, value: o.value })).join(t('cart.optionSeparator'))}
          </p>
        )}
        <LinePrice line={line} />
        {line.notice && (
          <p className="cart-line-notice" data-testid="cart-line-notice">
            {shown(noticeMessage(line.notice))}
          </p>
        )}
      </div>
      <div className="cart-line-controls">
        <QuantityControl line={line} />
        <p className="cart-line-total" data-testid="cart-line-total">
          <span className="visually-hidden">{t('cart.lineTotal')}: </span>
          {money(line.line_total)}
        </p>
        <button
          type="button"
          className="link-button cart-line-remove"
          aria-label={t('cart.removeLabel', { name: line.name })}
          disabled={removing}
          onClick={() => {
            setRemoving(true);
            void remove(line.item_id).then((ok) => !ok && setRemoving(false));
          }}
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}

function CartTotals({ totals }: { totals: Cart['totals'] }) {
  const t = useT();
  const { money } = useCurrency();
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{money(totals.subtotal)}</dd>
      </div>
      {/* Each discount by the promotion that made it. */}
      {discountsOf(totals.adjustments).map((d, i) => (
        <div key={i} data-testid="cart-adjustment">
          <dt>{d.label || t('cart.discount')}</dt>
          <dd>−{money(d.amount)}</dd>
        </div>
      ))}
      {totals.shipping_total !== 0 && (
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{money(totals.shipping_total)}</dd>
        </div>
      )}
      <div className="cart-grand-total">
        <dt>{t('cart.grandTotal')}</dt>
        <dd data-testid="cart-grand-total">{money(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}

/**
 * What the cart holds (the drawer and the /cart page): each line with its picture, name, options, unit
 * price, quantity, total and notice, then the totals. `onNavigate` runs when a link inside is followed.
 */
export function CartContents({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const shown = useServerMessage();
  const { cart, loading, loadError, retry, blocked, highlight } = useCart();
  const checkoutNote = useId();

  if (blocked) {
    return (
      <p className="cart-blocked" data-testid="cart-blocked">
        {blocked.map(shown).join(' ')}
      </p>
    );
  }
  if (loadError) {
    return (
      <div className="cart-load-failure" role="alert">
        <p>{t('cart.loadFailed')}</p>
        <p>{loadError.isNetworkError ? t('error.network') : loadError.messages.map(shown).join(' ')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  if (loading || !cart) {
    return (
      <p className="cart-loading" role="status">
        <span className="spinner spinner-small" aria-hidden="true" /> {t('cart.loading')}
      </p>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="cart-empty">
        <p>{t('cart.empty')}</p>
        <Link to="/" className="button" onClick={onNavigate}>
          {t('cart.continue')}
        </Link>
      </div>
    );
  }
  const purchasable = cart.items.some((line) => line.purchasable);
  return (
    <>
      <ul className="cart-lines" aria-label={t('cart.lines')}>
        {cart.items.map((line) => (
          <CartLineRow key={line.item_id} line={line} highlighted={highlight === line.item_id} onNavigate={onNavigate} />
        ))}
      </ul>
      <CouponBox promotions={cart.promotions} />
      <CartTotals totals={cart.totals} />
      <div className="cart-checkout">
        {purchasable ? (
          <Link to="/checkout" className="button button-primary" data-testid="cart-checkout" onClick={onNavigate}>
            {t('cart.checkout')}
          </Link>
        ) : (
          <>
            <button type="button" className="button button-primary" disabled aria-describedby={checkoutNote} data-testid="cart-checkout">
              {t('cart.checkout')}
            </button>
            <p id={checkoutNote} className="field-hint">
              {t('cart.nothingPurchasable')}
            </p>
          </>
        )}
      </div>
    </>
  );
}
