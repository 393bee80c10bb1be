import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, FormMessages, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useI18n, useServerMessage } from '../../../i18n';
import type { ServerMessage, ShownMessage } from '@shop/kernel';
import { ApiError, type FieldErrors } from '../../../lib/api-client';
import { formatMoney, toAmount } from '../../../lib/money';
import { EMPTY_ADDRESS_TEXT, useAddresses, useCountries, useSaveAddress, type Profile } from '../../account';
import { CouponBox, useCart } from '../../cart';
import { useBaseCurrency, useCurrency } from '../../currency';
import { discountsOf, OrderLines, OrderTotals, paymentLabel } from '../../order';
import { shippingCost, type NewAddress, type PaymentOption, type PlaceOrderInput } from '../api/checkout';
import { usePaymentOptions, usePlaceOrder, useShippingOptions } from '../api/use-checkout';
import { AddressChoice, defaultChoice } from './AddressChoice';
import { PointsBox, useRewardPoints } from './PointsBox';
import { Radio } from './Radio';

type Cart = NonNullable<ReturnType<typeof useCart>['cart']>;

/** Fields whose failures show next to them; the others' go to the top of the form. */
const SHOWN_FIELDS = [
  'email',
  'shipping_address',
  'shipping_address_id',
  'shipping_address.first_name',
  'shipping_address.last_name',
  'shipping_address.country',
  'shipping_address.contact_number',
  'shipping_address.address',
  'billing_address',
  'billing_address_id',
  'billing_address.first_name',
  'billing_address.last_name',
  'billing_address.country',
  'billing_address.contact_number',
  'billing_address.address',
  'shipping_method_id',
  'payment_method',
  'note',
  'points',
];

function Errors({ list }: { list?: ShownMessage[] }) {
  const shown = useServerMessage();
  if (!list || list.length === 0) return null;
  return <p className="field-error">{list.map(shown).join(' ')}</p>;
}

/**
 * The checkout form: contact, shipping address, shipping method, payment method, a note, and the review
 * with the totals. "Place order" posts once at a time with the page's idempotency key, so a repeat
 * answers the same order. On success the cart is asked for again (the order emptied it) and the
 * shopper goes to the success page (or the card payment page).
 */
export function CheckoutForm({ cart, member, checkoutKey }: { cart: Cart; member: Profile | null; checkoutKey: string }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const { reload } = useCart();
  const { currency, baseCurrency } = useCurrency();
  const base = useBaseCurrency(baseCurrency);
  const money = (minor: number) => formatMoney(toAmount(minor), currency);
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
  /** Fields changed since the last failed submit: their messages no longer apply. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const touch = (...fields: string[]) => setEdited((known) => (fields.every((f) => known.has(f)) ? known : new Set([...known, ...fields])));

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

  const { subtotal, discount_total: discount } = cart.totals;
  const goods = subtotal - discount;
  // A free-shipping promotion that applies to the cart takes the method's price off (the order's totals say the same).
  const freeShipping = cart.promotions.some((p) => p.type === 'free_shipping' && p.applied);
  const shipping = method ? (freeShipping ? 0 : shippingCost(method, goods)) : null;
  // Reward points pay a share of what is left: the goods after discounts and the shipping.
  const points = useRewardPoints(member !== null, goods + (shipping ?? 0));
  const grandTotal = goods + (shipping ?? 0) - points.amount;
  const charged =
    baseCurrency && currency.identifier !== baseCurrency
      ? t('checkout.charged', { amount: formatMoney(toAmount(grandTotal), base), currency: baseCurrency })
      : undefined;

  const errors: FieldErrors = Object.fromEntries(Object.entries(submission.fieldErrors).filter(([field]) => !edited.has(field)));
  // Messages of the fields shown here stay by their fields; the others (and a hint while a field is wrong) go on top.
  // The points' messages go by the points box, when there is one.
  const shownFields = points.summary ? SHOWN_FIELDS : SHOWN_FIELDS.filter((field) => field !== 'points');
  const byFields = new Set(shownFields.flatMap((field) => (submission.fieldErrors[field] ?? []).map((m) => m.text)));
  const topMessages: ShownMessage[] = submission.messages.filter((m) => typeof m === 'string' || !byFields.has(m.text));
  if (shownFields.some((field) => errors[field]?.length)) topMessages.unshift(t('form.failed'));
  // Without a method chosen the server's message names no country: say it plainly.
  const shippingErrors = (errors.shipping_method_id ?? []).map((m: ServerMessage): ShownMessage =>
    m.code === 'order.shipping_method' && !m.params?.country ? t('checkout.chooseShipping') : m,
  );

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
      // The points the review showed as used: the order takes what they pay, never more.
      ...(points.points > 0 ? { points: points.points } : {}),
    };
    setEdited(new Set());
    await submission.run(async () => {
      const order = await place.mutateAsync(input).catch((error: unknown) => {
        // The cart changed under the review (stock gone, a coupon that no longer applies): show it as it is now.
        if (error instanceof ApiError && error.status === 409) void reload();
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

  // The promotions' lines, then what the points take off (labelled as the order will label it).
  const promotionLines = discountsOf(cart.totals.adjustments);
  const discounts =
    points.amount > 0
      ? [
          // A discount the cart does not break down keeps a line of its own beside the points'.
          ...(promotionLines.length === 0 && discount > 0 ? [{ label: t('cart.discount'), amount: discount }] : promotionLines),
          { label: t('checkout.points.line', { points: points.points }), amount: points.amount },
        ]
      : promotionLines;

  const lines = cart.items.map((line) => ({
    key: line.item_id,
    name: line.name,
    options: line.options.map((o) => t('product.chosen', { attribute: o.attribute, value: o.value })).join(t('cart.optionSeparator')),
    image: line.image,
    quantity: line.quantity,
    unit_price: line.unit_price,
    line_total: line.line_total,
  }));

  return (
    <form className="checkout" onSubmit={(e) => void submit(e)} noValidate aria-label={t('checkout.title')}>
      <div className="checkout-main">
        <p className="form-hint">{t('form.requiredHint')}</p>
        <FormMessages messages={topMessages} />

        <section className="checkout-section" aria-labelledby="checkout-contact">
          <h2 id="checkout-contact">{t('checkout.contact')}</h2>
          {member ? (
            <p data-testid="checkout-member-email">{t('checkout.memberEmail', { email: member.email })}</p>
          ) : (
            <TextField
              label={t('field.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                touch('email');
              }}
              errors={errors.email}
              hint={t('checkout.emailHint')}
            />
          )}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-address">
          <h2 id="checkout-address">{t('checkout.shippingAddress')}</h2>
          <Errors list={[...(errors.shipping_address ?? []), ...(errors.shipping_address_id ?? [])]} />
          {addresses === null ? (
            <p role="status">{t('app.loading')}</p>
          ) : (
            <AddressChoice
              prefix="shipping_address"
              legend={t('checkout.shippingAddress')}
              book={addresses}
              choice={addressChoice ?? 'new'}
              onChoose={(choice) => {
                setChosenAddress(choice);
                touch('shipping_address', 'shipping_address_id', 'shipping_method_id');
              }}
              values={newAddress}
              onChange={(values, field) => {
                setNewAddress(values);
                if (field === 'country') touch('shipping_address.country', 'shipping_address', 'shipping_method_id');
                else touch(`shipping_address.${field}`, 'shipping_address');
              }}
              countries={countries}
              errors={errors}
            >
              {member && (
                <CheckboxField label={t('checkout.saveAddress')} name="save_address" checked={keepAddress} onChange={(e) => setKeepAddress(e.target.checked)} />
              )}
            </AddressChoice>
          )}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-billing">
          <h2 id="checkout-billing">{t('checkout.billingAddress')}</h2>
          <Errors list={[...(errors.billing_address ?? []), ...(errors.billing_address_id ?? [])]} />
          <CheckboxField
            label={t('checkout.billingSame')}
            name="billing_same"
            checked={billToShipping}
            onChange={(e) => {
              setBillToShipping(e.target.checked);
              touch('billing_address', 'billing_address_id');
            }}
          />
          {!billToShipping && addresses !== null && (
            <AddressChoice
              prefix="billing_address"
              legend={t('checkout.billingAddress')}
              book={addresses}
              choice={billingChoice ?? 'new'}
              onChoose={(choice) => {
                setChosenBilling(choice);
                touch('billing_address', 'billing_address_id');
              }}
              values={billingAddress}
              onChange={(values, field) => {
                setBillingAddress(values);
                touch(`billing_address.${field}`, 'billing_address');
              }}
              countries={countries}
              errors={errors}
            />
          )}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping">{t('checkout.shippingMethod')}</h2>
          <Errors list={shippingErrors} />
          {!country ? (
            <p className="field-hint">{t('checkout.chooseCountryFirst')}</p>
          ) : shippingOptions.error ? (
            <OptionsFailure messages={shippingOptions.error.messages} retry={shippingOptions.retry} />
          ) : methods === null ? (
            <p role="status">{t('app.loading')}</p>
          ) : methods.length === 0 ? (
            <p>{t('checkout.noShipping', { country: countryName(country) })}</p>
          ) : (
            <fieldset className="checkout-options">
              <legend className="visually-hidden">{t('checkout.shippingMethod')}</legend>
              {methods.map((m) => {
                const cost = shippingCost(m, goods);
                return (
                  <Radio
                    key={m.id}
                    name="shipping_method_id"
                    value={String(m.id)}
                    checked={method?.id === m.id}
                    onChange={() => {
                      setChosenShipping(m.id);
                      touch('shipping_method_id');
                    }}
                    testId="checkout-shipping-option"
                  >
                    <span className="checkout-option-line">
                      <strong>{m.name}</strong>
                      <span className="price">{cost === 0 ? t('order.free') : money(m.flat_rate)}</span>
                    </span>
                    {m.free_over !== null && cost !== 0 && (
                      <span className="checkout-option-detail">{t('checkout.freeOver', { amount: money(m.free_over) })}</span>
                    )}
                  </Radio>
                );
              })}
            </fieldset>
          )}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">{t('checkout.paymentMethod')}</h2>
          <Errors list={errors.payment_method} />
          {paymentOptions.error ? (
            <OptionsFailure messages={paymentOptions.error.messages} retry={paymentOptions.retry} />
          ) : paymentOptions.loading ? (
            <p role="status">{t('app.loading')}</p>
          ) : payments.length === 0 ? (
            <p>{t('checkout.noPayment')}</p>
          ) : (
            <fieldset className="checkout-options">
              <legend className="visually-hidden">{t('checkout.paymentMethod')}</legend>
              {payments.map((p) => (
                <Radio
                  key={p.code}
                  name="payment_method"
                  value={p.code}
                  checked={payment?.code === p.code}
                  onChange={() => {
                    setChosenPayment(p.code);
                    touch('payment_method');
                  }}
                  testId="checkout-payment-option"
                >
                  <strong>{paymentLabel(t, p.code)}</strong>
                  {payment?.code === p.code && p.code === 'bank_transfer' && p.instructions && (
                    <span className="checkout-option-detail checkout-instructions" data-testid="checkout-payment-instructions">
                      {p.instructions}
                    </span>
                  )}
                </Radio>
              ))}
            </fieldset>
          )}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-note">
          <h2 id="checkout-note">{t('checkout.noteHeading')}</h2>
          <TextAreaField
            label={t('checkout.note')}
            name="note"
            maxLength={1000}
            rows={3}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              touch('note');
            }}
            errors={errors.note}
            hint={t('checkout.noteHint')}
          />
        </section>
      </div>

      <aside className="checkout-review" aria-labelledby="checkout-review">
        <h2 id="checkout-review">{t('checkout.review')}</h2>
        <OrderLines lines={lines} money={money} />
        <CouponBox promotions={cart.promotions} />
        {points.summary && <PointsBox points={{ ...points, summary: points.summary }} money={money} errors={errors.points} onEdit={() => touch('points')} />}
        <OrderTotals
          subtotal={subtotal}
          discount={discount + points.amount}
          discounts={discounts}
          shipping={shipping}
          grandTotal={grandTotal}
          money={money}
          charged={charged}
        />
        <SubmitButton busy={submission.busy} label={t('checkout.placeOrder')} busyLabel={t('checkout.placing')} disabled={addressChoice === null} />
      </aside>
    </form>
  );
}

function OptionsFailure({ messages, retry }: { messages: ShownMessage[]; retry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert">
      <FormMessages messages={messages} />
      <button type="button" className="button" onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
