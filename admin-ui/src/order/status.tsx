import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Schema } from '@shop/kernel';

export type Order = Schema<'OrderAnswer'>;
export type OrderStatus = Order['status'];

/** The order statuses of spec section 3, in the order the filter offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'payment_review', 'payment_reject', 'paid', 'shipped', 'completed', 'refunded', 'canceled'];

/** Moves after which the server mails the shopper (with the comment). */
export const MAILED_STATUSES: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'canceled', 'refunded']);

/** i18n key of a status name. */
export const statusKey = (status: string) => `app.order.statuses.${status}`;

/** Choices for a SelectInput (react-admin translates the names). */
export const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ id: status, name: statusKey(status) }));

/** Text and border colours with at least 4.5:1 contrast on white (WCAG AA). */
const COLOURS: Record<OrderStatus, string> = {
  pending: '#8a4b00',
  payment_review: '#8a4b00',
  payment_reject: '#b71c1c',
  paid: '#1565c0',
  shipped: '#4527a0',
  completed: '#1b5e20',
  refunded: '#4e4e4e',
  canceled: '#4e4e4e',
};

/** A status as a small outlined chip with its translated name. */
export const StatusChip = ({ status, size = 'small' }: { status: OrderStatus | (string & {}) | null | undefined; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  if (!status) return null;
  const colour = COLOURS[status as OrderStatus] ?? '#4e4e4e';
  return (
    <Chip
      size={size}
      variant="outlined"
      label={translate(statusKey(status), { _: status })}
      data-status={status}
      sx={{ color: colour, borderColor: colour, fontWeight: 500, bgcolor: 'background.paper' }}
    />
  );
};
