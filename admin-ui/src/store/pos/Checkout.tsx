import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { minorUnitsToDecimal } from '@shop/kernel';
import { useTranslate } from 'react-admin';
import { messagesOf } from '../../providers/httpClient';
import { isNetworkError, posApi, type PaymentMethod, type PosCustomer, type Quote } from './api';

/** Waits this long after a key before asking the server for customers. */
const TYPING_PAUSE_MS = 300;

const describeCustomer = (c: PosCustomer) => [c.name, c.email].filter(Boolean).join(' · ');

/** The buyer: a walk-in customer unless one is found by name, email or phone (online only) and picked. */
export const CustomerPicker = ({
  storeId,
  connected,
  customer,
  onChange,
}: {
  storeId: string;
  connected: boolean;
  customer: PosCustomer | null;
  onChange: (customer: PosCustomer | null) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [found, setFound] = useState<PosCustomer[]>([]);
  const [note, setNote] = useState('');

  useEffect(() => {
    const q = text.trim();
    if (!connected || q.length < 2) {
      setFound([]);
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      posApi.customers(storeId, q).then(
        (answer) => {
          if (!live) return;
          setFound(answer);
          setNote(answer.length ? '' : translate('app.pos.customer.none_found'));
        },
        (error: unknown) => live && setNote(isNetworkError(error) ? translate('app.pos.customer.offline') : messagesOf(error).join(' ')),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [connected, storeId, text, translate]);

  if (customer)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{translate('app.pos.customer.chosen', { name: describeCustomer(customer) })}</Typography>
        <Button size="small" onClick={() => onChange(null)}>
          {translate('app.pos.customer.walk_in_button')}
        </Button>
      </Stack>
    );
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.pos.customer.walk_in')}
      </Typography>
      {connected ? (
        <TextField
          size="small"
          fullWidth
          label={translate('app.pos.customer.label')}
          helperText={translate('app.pos.customer.help')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.pos.customer.offline')}
        </Typography>
      )}
      <Typography role="status" variant="body2" color="text.secondary">
        {note}
      </Typography>
      {found.length > 0 && (
        <List dense aria-label={translate('app.pos.customer.results')}>
          {found.map((c) => (
            <ListItemButton
              key={c.id}
              onClick={() => {
                onChange(c);
                setText('');
                setFound([]);
              }}
            >
              <ListItemText primary={c.name} secondary={c.email} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
};

/** Coupon codes: typed and applied (Enter or the button); the server checks them with the totals. */
export const Coupons = ({ coupons, onChange, messages }: { coupons: string[]; onChange: (coupons: string[]) => void; messages: string[] }) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const apply = () => {
    const clean = code.trim();
    if (clean && !coupons.some((c) => c.toLowerCase() === clean.toLowerCase())) onChange([...coupons, clean]);
    setCode('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={translate('app.pos.coupon.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        <Button variant="outlined" onClick={apply} disabled={!code.trim()}>
          {translate('app.pos.coupon.apply')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {coupons.map((c) => (
          <Stack key={c} direction="row" sx={{ alignItems: 'center' }}>
            <Chip label={c} />
            <IconButton size="small" aria-label={translate('app.pos.coupon.remove', { code: c })} onClick={() => onChange(coupons.filter((x) => x !== c))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {messages.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
};

/** The totals: the server's (quote) when it answers, else the catalogue's prices labelled as an estimate. */
export const Totals = ({
  quote,
  estimate,
  state,
  money,
}: {
  quote?: Quote;
  estimate: number;
  state: 'quoted' | 'pending' | 'estimate';
  money: (minor: number) => string;
}) => {
  const translate = useTranslate();
  const rows: [string, number][] = quote
    ? [
        [translate('app.pos.totals.subtotal'), quote.subtotal],
        ...quote.adjustments.map((a): [string, number] => [a.label, a.amount]),
        // The discount in one line when the server does not itemise it.
        ...(quote.discount_total && quote.adjustments.length === 0
          ? [[translate('app.pos.totals.discount'), -Math.abs(quote.discount_total)] as [string, number]]
          : []),
      ]
    : [[translate('app.pos.totals.subtotal'), estimate]];
  return (
    <Box component="section" aria-labelledby="pos-totals-title">
      <Typography id="pos-totals-title" component="h2" variant="h6">
        {translate('app.pos.totals.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, amount], index) => (
          <Box key={`${label}-${index}`} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {money(amount)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          {translate('app.pos.totals.total')}
        </Box>
        <Box component="dd" data-testid="pos-total" sx={{ m: 0, textAlign: 'right', fontWeight: 700, fontSize: '1.25rem' }}>
          {money(quote ? quote.grand_total : estimate)}
        </Box>
      </Box>
      {state === 'estimate' && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          {translate('app.pos.totals.estimate')}
        </Typography>
      )}
      {state === 'pending' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.pos.totals.pending')}
        </Typography>
      )}
    </Box>
  );
};

interface PaymentProps {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  tendered: string;
  onTendered: (text: string) => void;
  cardReference: string;
  onCardReference: (text: string) => void;
  /** The total to pay; null while the server works it out. */
  total: number | null;
  /** Minor units of what was typed, null when it is not an amount. */
  tenderedMinor: number | null;
  money: (minor: number) => string;
}

/** Cash (the amount handed over, the change due shown live) or card (its reference, optional). */
export const Payment = ({ method, onMethod, tendered, onTendered, cardReference, onCardReference, total, tenderedMinor, money }: PaymentProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const change = tenderedMinor === null || total === null ? null : tenderedMinor - total;
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} component="h2" variant="h6">
        {translate('app.pos.payment.title')}
      </Typography>
      <RadioGroup row aria-labelledby={labelId} value={method} onChange={(e) => onMethod(e.target.value as PaymentMethod)}>
        <FormControlLabel value="cash" control={<Radio />} label={translate('app.pos.payment.cash')} />
        <FormControlLabel value="card" control={<Radio />} label={translate('app.pos.payment.card')} />
      </RadioGroup>
      {method === 'cash' ? (
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={translate('app.pos.payment.tendered')}
              value={tendered}
              onChange={(e) => onTendered(e.target.value)}
              error={tendered.trim() !== '' && tenderedMinor === null}
              helperText={tendered.trim() !== '' && tenderedMinor === null ? translate('app.pos.payment.not_amount') : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              autoComplete="off"
            />
            <Button variant="outlined" onClick={() => total !== null && onTendered(minorUnitsToDecimal(total))} disabled={!total || total <= 0}>
              {translate('app.pos.payment.exact')}
            </Button>
          </Stack>
          <Typography role="status" aria-live="polite" data-testid="pos-change" sx={{ fontSize: '1.25rem', fontWeight: 700, minHeight: 32 }}>
            {change === null
              ? ''
              : change >= 0
                ? translate('app.pos.payment.change', { amount: money(change) })
                : translate('app.pos.payment.short', { amount: money(-change) })}
          </Typography>
        </Box>
      ) : (
        <TextField
          size="small"
          label={translate('app.pos.payment.card_reference')}
          helperText={translate('app.pos.payment.card_reference_help')}
          value={cardReference}
          onChange={(e) => onCardReference(e.target.value)}
          autoComplete="off"
        />
      )}
    </Box>
  );
};
