import PrintIcon from '@mui/icons-material/Print';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Button, Chip, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Confirm, Loading, Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { HOME_PATH } from '../../common/paths';
import { useMoney } from '../../common/useMoney';
import { messagesOf } from '../../providers/httpClient';
import { optionsText, posApi, type Sale } from './api';
import { newSalePath, POS_PERMISSION } from './paths';
import printCss from './receipt-print.css?inline';
import { SyncBanner } from './SyncBanner';

const Row = ({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}>
    <span>{label}</span>
    <span>{children}</span>
  </Box>
);

/** The receipt as printed: store, number, date, cashier, lines, totals, payment. */
const Receipt = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatMoney = useMoney();
  const money = (minor: number | null | undefined) => formatMoney(minor, sale.currency);
  const date = new Date(sale.sold_at ?? sale.created_at).toLocaleString(locale);
  return (
    <Paper
      className="pos-receipt"
      component="article"
      aria-label={translate('app.pos.receipt.label', { number: sale.number })}
      sx={{ p: 3, maxWidth: 420, fontFamily: 'monospace' }}
    >
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
          {sale.store_name}
        </Typography>
        {sale.store_address && <Box sx={{ whiteSpace: 'pre-line' }}>{sale.store_address}</Box>}
        {sale.store_phone && <Box>{translate('app.pos.receipt.phone', { phone: sale.store_phone })}</Box>}
      </Box>
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Row label={translate('app.pos.receipt.number')}>{sale.number}</Row>
      <Row label={translate('app.pos.receipt.date')}>{date}</Row>
      {sale.cashier && <Row label={translate('app.pos.receipt.cashier')}>{sale.cashier}</Row>}
      <Row label={translate('app.pos.receipt.customer')}>{sale.customer ? sale.customer.name : translate('app.pos.customer.walk_in_button')}</Row>
      {sale.status === 'refunded' && <Box sx={{ textAlign: 'center', fontWeight: 700, my: 1 }}>{translate('app.pos.receipt.refunded')}</Box>}
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Box component="ul" aria-label={translate('app.pos.lines.caption')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sale.lines.map((line) => (
          <Box component="li" key={line.stock_id} sx={{ mb: 0.5 }}>
            <div>{[line.name, optionsText(line.options)].filter(Boolean).join(' · ')}</div>
            <Row label={`${line.quantity} × ${money(line.unit_price)} · ${line.sku}`}>{money(line.line_total)}</Row>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Row label={translate('app.pos.totals.subtotal')}>{money(sale.subtotal)}</Row>
      {sale.adjustments.map((a, i) => (
        <Row key={`${a.label}-${i}`} label={a.label}>
          {money(a.amount)}
        </Row>
      ))}
      {sale.discount_total && sale.adjustments.length === 0 ? (
        <Row label={translate('app.pos.totals.discount')}>{money(-Math.abs(sale.discount_total))}</Row>
      ) : null}
      <Row label={translate('app.pos.totals.total')} strong>
        {money(sale.grand_total)}
      </Row>
      <Divider sx={{ my: 1, borderStyle: 'dashed' }} />
      <Row label={translate('app.pos.receipt.paid_by')}>{translate(`app.pos.payment.${sale.payment_method}`)}</Row>
      {sale.payment_method === 'cash' && (
        <>
          <Row label={translate('app.pos.payment.tendered')}>{money(sale.tendered)}</Row>
          <Row label={translate('app.pos.receipt.change')}>{money(sale.change ?? 0)}</Row>
        </>
      )}
      {sale.card_reference && <Row label={translate('app.pos.payment.card_reference')}>{sale.card_reference}</Row>}
      <Box sx={{ textAlign: 'center', mt: 2 }}>{translate('app.pos.receipt.thanks')}</Box>
    </Paper>
  );
};

/**
 * /admin/store/pos/{id}: a sale's receipt, with Print (80 mm thermal paper, see receipt-print.css), Return
 * (confirmed; the stock goes back to the store's warehouse) and a new sale at the same store.
 */
export const ReceiptPage = () => {
  const { id = '' } = useParams();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <Loading />;
  if (!Array.isArray(permissions) || !permissions.includes(POS_PERMISSION)) return <Navigate to={HOME_PATH} replace />;
  return <SaleReceipt key={id} saleId={id} />;
};

const SaleReceipt = ({ saleId }: { saleId: string }) => {
  const translate = useTranslate();
  const [sale, setSale] = useState<Sale>();
  const [errors, setErrors] = useState<string[]>([]);
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(async () => {
    try {
      setSale(await posApi.getSale(saleId));
    } catch (error) {
      setErrors(messagesOf(error));
    }
  }, [saleId]);
  useEffect(() => {
    void load();
  }, [load]);

  const giveBack = async () => {
    setReturning(false);
    try {
      setSale(await posApi.returnSale(saleId, comment.trim() || undefined));
      setDone(translate('app.pos.receipt.returned'));
    } catch (error) {
      setErrors(messagesOf(error));
    }
  };

  if (!sale && errors.length === 0) return <Loading />;
  return (
    <Box sx={{ mt: 1 }}>
      <style>{printCss}</style>
      <Title title={sale ? translate('app.pos.receipt.title', { number: sale.number }) : 'app.pos.title'} />
      <SyncBanner />
      {errors.length > 0 && (
        <Alert severity="error" role="alert" className="pos-no-print" sx={{ mb: 1 }}>
          {errors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <div role="status" className="pos-no-print">
        {done && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {done}
          </Alert>
        )}
      </div>
      {sale && (
        <>
          <Stack direction="row" spacing={1} className="pos-no-print" sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate('app.pos.receipt.print')}
            </Button>
            <Button component={Link} to={newSalePath(sale.store_id)} variant="outlined">
              {translate('app.pos.new_sale')}
            </Button>
            {sale.status === 'completed' ? (
              <Button color="error" startIcon={<UndoIcon />} onClick={() => setReturning(true)}>
                {translate('app.pos.receipt.return')}
              </Button>
            ) : (
              <Chip color="warning" label={translate('app.pos.receipt.refunded')} />
            )}
          </Stack>
          <Receipt sale={sale} />
          <Confirm
            isOpen={returning}
            title="app.pos.receipt.return_title"
            content={
              <Box>
                <Typography sx={{ mb: 2 }}>{translate('app.pos.receipt.return_content', { number: sale.number })}</Typography>
                <TextField
                  fullWidth
                  size="small"
                  label={translate('app.pos.receipt.return_comment')}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                />
              </Box>
            }
            confirm="app.pos.receipt.return"
            onConfirm={() => void giveBack()}
            onClose={() => setReturning(false)}
          />
        </>
      )}
    </Box>
  );
};
