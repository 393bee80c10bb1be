import { formatMinorUnitsIn } from '@shop/kernel';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n';
import { errorMessages } from '../../../lib/api-client';
import { useBaseCurrency } from '../../currency';
import { orderDate, statusLabel } from '../../order';
import { ORDERS_PER_PAGE, type OrderRow } from '../api/orders';
import { useMyOrders } from '../api/use-orders';

function OrderRowView({ row }: { row: OrderRow }) {
  const { t, locale } = useI18n();
  const base = useBaseCurrency(row.currency);
  return (
    <tr data-testid="account-order-row">
      <th scope="row">
        <Link to={`/account/order/${encodeURIComponent(row.identifier)}`} aria-label={t('account.viewOrder', { number: row.identifier })}>
          {row.identifier}
        </Link>
      </th>
      <td>{orderDate(locale, row.created_at)}</td>
      <td>{statusLabel(t, row.status)}</td>
      <td className="price">{formatMinorUnitsIn(row.grand_total, base)}</td>
    </tr>
  );
}

/** The account's "Orders" section: the shopper's orders, newest first, 20 a page. */
export function OrderHistory() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  const rows = orders.data ?? null;
  return (
    <section className="account-section account-section-wide" aria-labelledby="orders-heading">
      <div className="section-head">
        <h2 id="orders-heading">{t('account.orders')}</h2>
      </div>
      {orders.error && <FormMessages messages={errorMessages(orders.error)} />}
      {rows === null ? (
        !orders.error && <p role="status">{t('app.loading')}</p>
      ) : rows.length === 0 && page === 1 ? (
        <p>{t('account.noOrders')}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="order-table" aria-busy={orders.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('order.number')}</th>
                  <th scope="col">{t('account.orderDate')}</th>
                  <th scope="col">{t('order.statusLabel')}</th>
                  <th scope="col">{t('cart.grandTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <OrderRowView key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {(page > 1 || rows.length === ORDERS_PER_PAGE) && (
            <div className="form-actions">
              <button type="button" className="button" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                {t('catalog.previous')}
              </button>
              <button type="button" className="button" disabled={rows.length < ORDERS_PER_PAGE} onClick={() => setPage((p) => p + 1)}>
                {t('catalog.next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
