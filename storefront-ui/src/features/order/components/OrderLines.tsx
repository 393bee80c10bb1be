import { Picture } from '../../../components/Picture';
import { useT } from '../../../i18n';

export interface ShownLine {
  key: string | number;
  name: string;
  /** The options as one text ("Black / Medium"); '' without options. */
  options: string;
  image: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
}

/** An order's (or the checkout's) lines: picture, name, options, quantity × unit price, line total. */
export function OrderLines({ lines, money, label }: { lines: ShownLine[]; money: (minor: number) => string; label?: string }) {
  const t = useT();
  return (
    <ul className="order-lines" aria-label={label ?? t('order.lines')}>
      {lines.map((line) => (
        <li key={line.key} className="order-line" data-testid="order-line">
          <div className="order-line-image">
            {line.image ? (
              <Picture src={line.image} width={64} height={64} sizes="64px" largest={128} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className="order-line-no-image" aria-hidden="true" />
            )}
          </div>
          <div className="order-line-info">
            <p className="order-line-name">{line.name}</p>
            {line.options && <p className="order-line-options">{line.options}</p>}
            <p className="order-line-quantity">{t('order.quantityTimesPrice', { quantity: line.quantity, price: money(line.unit_price) })}</p>
          </div>
          <p className="order-line-total">
            <span className="visually-hidden">{t('cart.lineTotal')}: </span>
            {money(line.line_total)}
          </p>
        </li>
      ))}
    </ul>
  );
}
