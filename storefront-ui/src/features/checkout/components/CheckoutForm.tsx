import { formatMinorUnitsIn } from '@shop/kernel';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useI18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { EMPTY_ADDRESS_TEXT, useAddresses, useCountries, useSaveAddress, type Profile } from '../../account';
import { useCart } from '../../cart';
import { useBaseCurrency, useCurrency } from '../../currency';
import type { NewAddress, PaymentOption, PlaceOrderInput, PreviewInput } from '../api/checkout';
import { useOrderPreview, usePaymentOptions, usePlaceOrder, useSettled, useShippingOptions } from '../api/use-checkout';
import { defaultChoice } from './AddressChoice';
import { BillingAddressSection } from './BillingAddressSection';
import { ContactSection } from './ContactSection';
import { NoteSection } from './NoteSection';
import { OrderReview } from './OrderReview';
import { PaymentMethodSection } from './PaymentMethodSection';
import { PointsBox, useRewardPoints } from './PointsBox';
import { ShippingAddressSection } from './ShippingAddressSection';
import { ShippingMethodSection } from './ShippingMethodSection';
import { useCheckoutErrors } from './use-checkout-errors';

type Cart = NonNullable<ReturnType<typeof useCart>['cart']>;

/** How long the points typed must rest before the totals are asked for them. */
const POINTS_PAUSE_MS = 350;

/** What of the cart the preview depends on: its lines, coupons and totals as last answered. */
const versionOf = (cart: Cart) =>
  JSON.stringify([
    cart.items.map((i) => [i.item_id, i.quantity, i.unit_price]),
    cart.promotions.map((p) => [p.id, p.applied, p.amount]),
    cart.totals.grand_total,
  ]);

/**
 * The checkout form: contact, shipping address, billing address, shipping method, payment method, a
 * note, and the review with the totals the server previews for these choices. "Place order" posts
 * once at a time with the page's idempotency key, so a repeat answers the same order. On success
 * the cart is asked for again (the order emptied it) and the shopper goes to the success page (or
 * the card payment page).
 */
export function CheckoutForm({ cart, member, checkoutKey }: { cart: Cart; member: Profile | null; checkoutKey: string }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { reload } = useCart();
  const { currency, baseCurrency } = useCurrency();
  const base = useBaseCurrency(baseCurrency);
  const money = (minor: number) => formatMinorUnitsIn(minor, currency);
  const submission = useSubmission();
  const place = usePlaceOrder();
  const saveAddress = useSaveAddress();

  const countries = useCountries().data ?? [];
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name[language] ?? code;
  const book = useAddresses(member !== null);
  const addresses = member ? (book.data ?? null) : [];

  const [email, setEmail] = useState('');
  const [chosenAddress, setChosenAddress] = useState<number | 'new' | null>(null);
  const [newAddress, setNewAddress] = useState<NewAddress>(EMPTY_ADDRESS_TEXT);
  const [keepAddress, setKeepAddress] = useState(true);
  const [billToShipping, setBillToShipping] = useState(true);
  const [chosenBilling, setChosenBilling] = useState<number | 'new' | null>(null);
  const [billingAddress, setBillingAddress] = useState<NewAddress>(EMPTY_ADDRESS_TEXT);
  const [chosenShipping, setChosenShipping] = useState<number | null>(null);
  const [chosenPayment, setChosenPayment] = useState<PaymentOption['code'] | null>(null);
  const [note, setNote] = useState('');

  const inBook = (choice: number | 'new' | null): choice is number | 'new' =>
    choice !== null && (choice === 'new' || (addresses ?? []).some((a) => a.id === choice));
  const addressChoice = addresses === null ? null : inBook(chosenAddress) ? chosenAddress : defaultChoice(addresses, 'shipping');
  const billingChoice = addresses === null ? null : inBook(chosenBilling) ? chosenBilling : defaultChoice(addresses, 'billing');
  const country = addressChoice === 'new' ? newAddress.country : (addresses?.find((a) => a.id === addressChoice)?.country ?? '');

  const shippingOptions = useShippingOptions(country, language);
  const methods = shippingOptions.loading ? null : (shippingOptions.data ?? []);
  const method = methods ? (methods.find((m) => m.id === chosenShipping) ?? methods[0] ?? null) : null;
  const paymentOptions = usePaymentOptions(language);
  const payments = paymentOptions.data ?? [];
  const payment = payments.find((p) => p.code === chosenPayment) ?? payments[0] ?? null;

  const points = useRewardPoints(member !== null);
  const askedPoints = useSettled(points.asked, POINTS_PAUSE_MS);
  // Asked once the methods of the country are known (a new country's first method is the one chosen).
  const previewInput: PreviewInput | null =
    country && methods === null
      ? null
      : {
          cart_id: cart.cart_id,
          ...(country ? { country } : {}),
          ...(method ? { shipping_method_id: method.id } : {}),
          currency: currency.identifier,
          ...(askedPoints > 0 ? { points: askedPoints } : {}),
        };
  const preview = useOrderPreview(previewInput, versionOf(cart), language);
  const charged = (grandTotal: number) =>
    baseCurrency && currency.identifier !== baseCurrency
      ? t('checkout.charged', { amount: formatMinorUnitsIn(grandTotal, base), currency: baseCurrency })
      : undefined;

  const { errors, touch, topMessages, shippingErrors, forget } = useCheckoutErrors(submission, points.summary !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (addressChoice === null) return;
    const input: PlaceOrderInput = {
      cart_id: cart.cart_id,
      idempotency_key: checkoutKey,
      ...(member ? {} : { email: email.trim() }),
      ...(addressChoice === 'new' ? { shipping_address: newAddress } : { shipping_address_id: addressChoice }),
      ...(billToShipping || billingChoice === null
        ? {}
        : billingChoice === 'new'
          ? { billing_address: billingAddress }
          : { billing_address_id: billingChoice }),
      shipping_method_id: method?.id ?? 0,
      payment_method: payment?.code ?? '',
      currency: currency.identifier,
      ...(note.trim() ? { note: note.trim() } : {}),
      // The points asked for: the order takes what they pay within its share, as the review showed.
      ...(points.asked > 0 ? { points: points.asked } : {}),
    };
    forget();
    await submission.run(async () => {
      const order = await place.mutateAsync(input).catch((error: unknown) => {
        // The cart changed under the review (stock gone, a coupon that no longer applies): show it as it is now.
        if (error instanceof ApiError && error.status === 409) {
          void reload();
          preview.retry();
        }
        // The points may have changed (spent elsewhere, or the shop turned spending off): ask again.
        if (error instanceof ApiError && (error.status === 409 || error.errors.points)) points.refresh();
        throw error;
      });
      if (member && addressChoice === 'new' && keepAddress) {
        // The order keeps its own copy; a book that cannot take the address does not undo the order.
        await saveAddress.mutateAsync({ input: { ...newAddress, default_billing: false, default_shipping: addresses?.length === 0 } }).catch(() => undefined);
      }
      const number = encodeURIComponent(order.number);
      void navigate(order.payment.code === 'stripe' ? `/stripe?stripe_key=${number}` : `/order/success?order_number=${number}`);
      void reload();
    });
  };

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate aria-label={t('checkout.title')}>
      <div className="checkout-main">
        <p className="form-hint">{t('form.requiredHint')}</p>
        <FormMessages messages={topMessages} />
        <ContactSection
          memberEmail={member ? member.email : null}
          email={email}
          onEmail={(value) => {
            setEmail(value);
            touch('email');
          }}
          errors={errors}
        />
        <ShippingAddressSection
          book={addresses}
          choice={addressChoice}
          onChoose={setChosenAddress}
          address={newAddress}
          onAddress={setNewAddress}
          keep={keepAddress}
          onKeep={setKeepAddress}
          member={member !== null}
          countries={countries}
          errors={errors}
          touch={touch}
        />
        <BillingAddressSection
          sameAsShipping={billToShipping}
          onSameAsShipping={setBillToShipping}
          book={addresses}
          choice={billingChoice}
          onChoose={setChosenBilling}
          address={billingAddress}
          onAddress={setBillingAddress}
          countries={countries}
          errors={errors}
          touch={touch}
        />
        <ShippingMethodSection
          country={country}
          countryName={countryName(country)}
          options={shippingOptions}
          chosen={method}
          onChoose={(id) => {
            setChosenShipping(id);
            touch('shipping_method_id');
          }}
          costs={preview.data?.shipping_options ?? []}
          money={money}
          errors={shippingErrors}
        />
        <PaymentMethodSection
          options={paymentOptions}
          chosen={payment}
          onChoose={(code) => {
            setChosenPayment(code);
            touch('payment_method');
          }}
          errors={errors.payment_method}
        />
        <NoteSection
          note={note}
          onNote={(value) => {
            setNote(value);
            touch('note');
          }}
          errors={errors.note}
        />
      </div>
      <OrderReview
        cart={cart}
        preview={preview}
        money={money}
        charged={charged}
        points={
          points.summary && (
            <PointsBox
              points={{ ...points, summary: points.summary }}
              quote={preview.data?.points ?? null}
              money={money}
              errors={errors.points}
              onEdit={() => touch('points')}
            />
          )
        }
        busy={submission.busy}
        disabled={addressChoice === null}
      />
    </form>
  );
}
