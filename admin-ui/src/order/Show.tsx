import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Show, useCanAccess, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { useCountries } from '../common/countries';
import { timestamp } from '../common/format';
import { SHRINKABLE, VISUALLY_HIDDEN } from '../common/layout';
import { Facts, Section } from '../common/Section';
import { useNotFoundRedirect } from '../common/mutationFeedback';
import { Thumbnail } from '../common/Thumbnail';
import { formatMinorUnitsIn } from '@shop/kernel';
import { useMoney } from '../common/useMoney';
import { LOCALES } from '../providers/i18nProvider';
import { OrderComment, StatusActions } from './Actions';
import { HistoryTimeline } from './History';
import { StatusChip, type Order } from './status';

const OrderTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<Order>();
  return (
    <span>
      {record
        ? translate('app.order.title', { number: record.number ?? (record as { identifier?: string }).identifier })
        : translate('resources.order.name', { smart_count: 1 })}
    </span>
  );
};

const Summary = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const language = LOCALES.find((l) => l.code === order.language)?.name ?? order.language;
  const rows: [string, ReactNode][] = [
    [translate('resources.order.fields.identifier'), order.number],
    [translate('resources.order.fields.status'), <StatusChip key="status" status={order.status} />],
    [translate('resources.order.fields.created_at'), timestamp(order.created_at)],
    [
      translate('resources.order.fields.email'),
      <Link key="email" href={`mailto:${order.email}`}>
        {order.email}
      </Link>,
    ],
    [
      translate('resources.order.fields.customer_id'),
      order.customer_id ? translate('app.order.member', { id: order.customer_id }) : translate('app.order.guest'),
    ],
    [translate('resources.order.fields.language'), language],
  ];
  if (order.reserved_until && ['pending', 'payment_review'].includes(order.status))
    rows.push([translate('resources.order.fields.reserved_until'), timestamp(order.reserved_until)]);
  if (order.note)
    rows.push([
      translate('resources.order.fields.note'),
      <Box key="note" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
        {order.note}
      </Box>,
    ]);
  return (
    <Section id="order-summary" title={translate('app.order.sections.summary')}>
      <Facts rows={rows} />
      <StatusActions order={order} />
    </Section>
  );
};

const LINE_COLUMNS = ['image', 'name', 'options', 'sku', 'unit_price', 'quantity', 'line_total'] as const;
const NUMERIC = new Set(['unit_price', 'quantity', 'line_total']);

const Lines = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const money = useMoney();
  const caption = translate('app.order.lines_table');
  return (
    <Section id="order-lines" title={translate('app.order.sections.lines')}>
      <TableContainer tabIndex={0} role="region" aria-label={caption} sx={SHRINKABLE}>
        <Table size="small">
          <Box component="caption" sx={VISUALLY_HIDDEN}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {LINE_COLUMNS.map((column) => (
                <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column === 'image' ? (
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {translate('resources.order.fields.image')}
                    </Box>
                  ) : (
                    translate(`resources.order.fields.${column}`)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ width: 56 }}>
                  <Thumbnail path={line.image} alt={line.name} size={40} />
                </TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell>{line.options}</TableCell>
                <TableCell>{line.sku}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.unit_price, order.currency)}
                  {line.regular_price > line.unit_price && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {translate('app.order.regular_price', { price: money(line.regular_price, order.currency) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.line_total, order.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Totals order={order} />
    </Section>
  );
};

const DISCOUNT_STEPS = new Set(['product_discounts', 'cart_discounts', 'points']);

/** Subtotal, discounts (with what made them), shipping, grand total; and the currency the shopper saw. */
const Totals = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const money = useMoney();
  const display = order.display_currency;
  const discounts = order.adjustments.filter((a) => DISCOUNT_STEPS.has(a.step));
  // As the storefront showed it: the amount multiplied by the rate, with 2 decimals, after the mark.
  const shown = formatMinorUnitsIn(order.grand_total, display);
  const row = (label: ReactNode, value: string, options: { strong?: boolean; sub?: boolean; testId?: string } = {}) => (
    <TableRow data-testid={options.testId}>
      <TableCell
        component="th"
        scope="row"
        sx={{ border: 0, py: 0.5, pl: options.sub ? 3 : 0, fontWeight: options.strong ? 700 : 400, color: options.sub ? 'text.secondary' : undefined }}
      >
        {label}
      </TableCell>
      <TableCell
        align="right"
        sx={{ border: 0, py: 0.5, pr: 0, whiteSpace: 'nowrap', fontWeight: options.strong ? 700 : 400, color: options.sub ? 'text.secondary' : undefined }}
      >
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Box sx={{ width: { xs: '100%', sm: 420 } }}>
        <Table size="small" aria-label={translate('app.order.sections.totals')}>
          <TableBody>
            {row(translate('app.order.totals.subtotal'), money(order.subtotal, order.currency), { testId: 'total-subtotal' })}
            {row(translate('app.order.totals.discounts'), order.discount_total > 0 ? money(-order.discount_total, order.currency) : money(0, order.currency), {
              testId: 'total-discounts',
            })}
            {discounts.map((a, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row" sx={{ border: 0, py: 0.25, pl: 3, color: 'text.secondary' }}>
                  {a.label}
                </TableCell>
                <TableCell align="right" sx={{ border: 0, py: 0.25, pr: 0, color: 'text.secondary' }}>
                  {money(a.amount, order.currency)}
                </TableCell>
              </TableRow>
            ))}
            {row(translate('app.order.totals.shipping', { method: order.shipping_method }), money(order.shipping_total, order.currency), {
              testId: 'total-shipping',
            })}
            {row(translate('app.order.totals.grand_total'), money(order.grand_total, order.currency), { strong: true, testId: 'total-grand' })}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }} data-testid="display-currency">
          {display.identifier === order.currency
            ? translate('app.order.totals.display_same', { currency: display.identifier })
            : translate('app.order.totals.display_other', { currency: `${display.identifier} (${display.mark})`, rate: display.rate, amount: shown })}
        </Typography>
      </Box>
    </Box>
  );
};

const Address = ({ id, title, address }: { id: string; title: string; address: Order['shipping_address'] }) => {
  const { nameOf } = useCountries();
  return (
    <Section id={id} title={title}>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {`${address.first_name} ${address.last_name}`.trim()}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {address.address}
        </Typography>
        <Typography variant="body2">{nameOf(address.country)}</Typography>
        <Typography variant="body2">{address.contact_number}</Typography>
      </Box>
    </Section>
  );
};

const Payment = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <Section id="order-payment" title={translate('app.order.sections.payment')}>
      <Facts
        rows={[
          [translate('resources.order.fields.payment'), translate(`app.payment.methods.${order.payment.code}`, { _: order.payment.code })],
          [translate('resources.order.fields.shipping_method'), order.shipping_method],
        ]}
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {translate('resources.payment.fields.instructions')}
      </Typography>
      <Typography
        variant="body2"
        color={order.payment.instructions ? 'text.primary' : 'text.secondary'}
        sx={{ whiteSpace: 'pre-wrap' }}
        data-testid="payment-instructions"
      >
        {order.payment.instructions || translate('app.order.no_instructions')}
      </Typography>
    </Section>
  );
};

const OrderPage = () => {
  const translate = useTranslate();
  const { record: order } = useShowContext<Order>();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'order', action: 'edit' });
  // The list's row (an OrderSummary) stands in for the order until the order itself arrives.
  if (!order || !Array.isArray(order.lines)) return <Loading />;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Summary order={order} />
        <Lines order={order} />
        <Section id="order-history" title={translate('app.order.sections.history')}>
          <HistoryTimeline history={order.history} />
          {canEdit && <OrderComment order={order} />}
        </Section>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Payment order={order} />
        <Address id="order-shipping-address" title={translate('resources.order.fields.shipping_address')} address={order.shipping_address} />
        <Address id="order-billing-address" title={translate('resources.order.fields.billing_address')} address={order.billing_address} />
      </Box>
    </Box>
  );
};

/**
 * /admin/order/{id}: the order as placed (lines, totals, the currency the shopper saw, addresses,
 * payment with its instructions), its history, and with order.edit a button per status it may move to
 * and a comment box.
 */
export const OrderShow = () => {
  const notFound = useNotFoundRedirect('order', 'list');
  return (
    <Show actions={false} title={<OrderTitle />} component="div" emptyWhileLoading queryOptions={{ onError: notFound }}>
      <OrderPage />
    </Show>
  );
};
