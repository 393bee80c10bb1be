import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { timestamp } from '../common/format';
import { SHRINKABLE } from '../common/layout';
import { showPath } from '../common/paths';
import { Section } from '../common/Section';
import { useMoney } from '../common/useMoney';
import { StatusChip } from '../order/status';
import type { Customer } from './fields';

const column = (name: string) => `app.customer.orders.${name}`;

/**
 * The customer's latest 20 orders, newest first (from GET /api/admin/user/{id}): the order number
 * (a link to /admin/order/{id} for staff who may open orders), the grand total, the status and when
 * it was placed, with how many orders they have in all.
 */
export const CustomerOrders = () => {
  const translate = useTranslate();
  const money = useMoney();
  const record = useRecordContext<Customer>();
  const { canAccess: canOpen = false } = useCanAccess({ resource: 'order', action: 'show' });
  if (!record) return null;
  const orders = record.orders ?? [];
  const total = record.orders_total ?? orders.length;
  return (
    <Section id="customer-orders" title={translate('app.customer.sections.orders')}>
      {orders.length === 0 ? (
        <Typography color="text.secondary">{translate('app.customer.orders.empty')}</Typography>
      ) : (
        <>
          <TableContainer role="region" tabIndex={0} aria-label={translate('app.customer.orders.table')} sx={{ ...SHRINKABLE, overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(column('identifier'))}</TableCell>
                  <TableCell align="right">{translate(column('grand_total'))}</TableCell>
                  <TableCell>{translate(column('status'))}</TableCell>
                  <TableCell>{translate(column('created_at'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {orders.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>
                      {canOpen ? (
                        <Link component={RouterLink} to={showPath('order', order.id)}>
                          {order.identifier}
                        </Link>
                      ) : (
                        order.identifier
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(order.grand_total)}
                    </TableCell>
                    <TableCell>
                      <StatusChip status={order.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{timestamp(order.created_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {total > orders.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.customer.orders.latest', { shown: orders.length, smart_count: total })}
            </Typography>
          )}
        </>
      )}
    </Section>
  );
};
