import { Link } from 'react-router-dom';
import { PageLoading } from '../../../app/lazy-page';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n';
import { errorMessages } from '../../../lib/api-client';
import { discountsOf, ReceiptDetails, type OrderAddress } from '../../order';
import type { MyOrder } from '../api/orders';
import { useCountries } from '../api/use-addresses';
import { useMyOrder } from '../api/use-orders';

function AddressBlock({ title, address, testId }: { title: string; address: OrderAddress; testId: string }) {
  const { language } = useI18n();
  const countries = useCountries().data ?? [];
  const country = countries.find((c) => c.code === address.country)?.name[language] ?? address.country;
  return (
    <section className="order-address" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      <p className="address-name">
        {address.first_name} {address.last_name}
      </p>
      <p className="address-lines">{address.address}</p>
      <p>{country}</p>
      <p>{address.contact_number}</p>
    </section>
  );
}

function OrderDetails({ order }: { order: MyOrder }) {
  const { t } = useI18n();
  return (
    <>
      <ReceiptDetails receipt={{ ...order, discounts: discountsOf(order.adjustments) }} placedAt={order.created_at} />
      <div className="order-addresses">
        <AddressBlock title={t('checkout.shippingAddress')} address={order.shipping_address} testId="order-shipping-address" />
        <AddressBlock title={t('account.billingAddress')} address={order.billing_address} testId="order-billing-address" />
      </div>
      {order.note && (
        <section aria-labelledby="order-note-heading">
          <h2 id="order-note-heading">{t('checkout.noteHeading')}</h2>
          <p className="address-lines">{order.note}</p>
        </section>
      )}
    </>
  );
}

/** /account/order/{number}: one of the shopper's orders with its lines, totals, addresses and status. */
export function AccountOrder({ number }: { number: string }) {
  const { t } = useI18n();
  const order = useMyOrder(number);
  if (order.isPending) return <PageLoading />;
  return (
    <div className="container page order-page">
      <p>
        <Link to="/account">{t('account.backToAccount')}</Link>
      </p>
      <h1>{t('account.orderTitle', { number })}</h1>
      {order.data ? <OrderDetails order={order.data} /> : <FormMessages messages={errorMessages(order.error)} />}
    </div>
  );
}
