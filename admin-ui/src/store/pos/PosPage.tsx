import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Alert, Box, Button, Divider, Paper, Typography } from '@mui/material';
import { decimalToMinorUnits } from '@shop/kernel';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Loading, Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { HOME_PATH } from '../../common/paths';
import { useMoney } from '../../common/useMoney';
import { messagesOf } from '../../providers/httpClient';
import { currentLanguageCode } from '../../providers/i18nProvider';
import {
  isNetworkError,
  newClientId,
  posApi,
  statusOf,
  type Catalog,
  type CatalogItem,
  type PaymentMethod,
  type PosCustomer,
  type Quote,
  type SaleBody,
  type SaleLineInput,
} from './api';
import { estimate as estimateOf, lessSold, quantityOf, withQuantity } from './cart';
import { Lines, ScanBox } from './Cart';
import { Coupons, CustomerPicker, Payment, Totals } from './Checkout';
import { loadCatalog, putQueued, saveCatalog } from './offline';
import { POS_HOME, POS_PERMISSION, salePath } from './paths';
import { SyncBanner } from './SyncBanner';
import { useOnline } from './useQueue';

/** While the server does not answer (the browser online), it is asked again this often. */
const RECONNECT_MS = 30_000;
const QUOTE_PAUSE_MS = 200;

type CatalogState = { catalog: Catalog; saved: boolean } | { error: string[]; forbidden?: boolean } | null;

/**
 * The store's catalogue: the server's when it answers (then kept on the device), else the one kept on
 * the device. `reachable` is false after a call found no server; it is asked again when the browser comes
 * back online and every 30 s.
 */
function useCatalog(storeId: string) {
  const translate = useTranslate();
  const online = useOnline();
  const [locale] = useLocaleState();
  const [state, setState] = useState<CatalogState>(null);
  const [reachable, setReachable] = useState(true);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    const fromDevice = async () => {
      const saved = await loadCatalog(storeId).catch(() => null);
      if (!live) return;
      setState((current) =>
        saved ? { catalog: saved, saved: true } : current && 'catalog' in current ? current : { error: [translate('app.pos.catalog.none_saved')] },
      );
    };
    if (!navigator.onLine) {
      void fromDevice();
      return () => {
        live = false;
      };
    }
    posApi.catalog(storeId).then(
      (catalog) => {
        if (!live) return;
        setState({ catalog, saved: false });
        setReachable(true);
        void saveCatalog(storeId, catalog).catch(() => undefined);
      },
      (error: unknown) => {
        if (!live) return;
        if (isNetworkError(error)) {
          setReachable(false);
          void fromDevice();
        } else setState({ error: messagesOf(error), forbidden: statusOf(error) === 403 });
      },
    );
    return () => {
      live = false;
    };
  }, [storeId, online, tick, locale, translate]);

  useEffect(() => {
    if (!online || reachable) return;
    const timer = window.setInterval(() => setTick((t) => t + 1), RECONNECT_MS);
    return () => window.clearInterval(timer);
  }, [online, reachable]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  /** After a sale kept on the device: what it took is no longer available here. */
  const takeOffline = useCallback(
    (lines: SaleLineInput[]) =>
      setState((current) => {
        if (!current || !('catalog' in current)) return current;
        const catalog = { ...current.catalog, items: lessSold(current.catalog.items, lines) };
        void saveCatalog(storeId, catalog).catch(() => undefined);
        return { ...current, catalog };
      }),
    [storeId],
  );
  return { state, connected: online && reachable, markUnreachable: () => setReachable(false), refresh, takeOffline };
}

interface QuoteState {
  key: string;
  quote?: Quote;
  messages?: string[];
}

/**
 * /admin/store/pos/new/{id}: a sale at the store's till. Scan or search stocks, pick a customer (walk-in
 * by default), add coupons, see the totals (the server's when online, an estimate from the saved
 * catalogue when not), take cash (change due shown live) or card, complete: the receipt. Offline the
 * sale is kept on the device with its client_id and time and sent when the connection is back.
 */
export const PosPage = () => {
  const { id: storeId = '' } = useParams();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <Loading />;
  if (!Array.isArray(permissions) || !permissions.includes(POS_PERMISSION)) return <Navigate to={HOME_PATH} replace />;
  return <Till key={storeId} storeId={storeId} />;
};

const Till = ({ storeId }: { storeId: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { state, connected, markUnreachable, refresh, takeOffline } = useCatalog(storeId);
  const catalog = state && 'catalog' in state ? state.catalog : undefined;
  const items = useMemo(() => catalog?.items ?? [], [catalog]);
  const formatMoney = useMoney();
  const money = useCallback((minor: number) => formatMoney(minor, catalog?.currency), [formatMoney, catalog?.currency]);

  const [lines, setLines] = useState<SaleLineInput[]>([]);
  const [customer, setCustomer] = useState<PosCustomer | null>(null);
  const [coupons, setCoupons] = useState<string[]>([]);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [tendered, setTendered] = useState('');
  const [cardReference, setCardReference] = useState('');
  const [quoted, setQuoted] = useState<QuoteState>({ key: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [keptOffline, setKeptOffline] = useState<{ change: number | null } | null>(null);
  /** Sales completed on this screen: a new one starts with a fresh scan box (focused, its notes gone). */
  const [saleCount, setSaleCount] = useState(0);

  // Once the catalogue is read again (after a sale refused for stock), no line asks for more than is left.
  useEffect(() => {
    setLines((current) => {
      const next = current
        .map((line) => ({ ...line, quantity: Math.min(line.quantity, items.find((i) => i.stock_id === line.stock_id)?.available ?? 0) }))
        .filter((line) => line.quantity > 0);
      return JSON.stringify(next) === JSON.stringify(current) ? current : next;
    });
  }, [items]);

  const request = useMemo(
    () => ({ lines, ...(customer ? { customer_id: customer.id } : {}), ...(coupons.length ? { coupons } : {}) }),
    [lines, customer, coupons],
  );
  const key = `${JSON.stringify(request)}|${locale}`;

  useEffect(() => {
    if (!connected || lines.length === 0) return;
    let live = true;
    const timer = window.setTimeout(() => {
      posApi.quote(storeId, request).then(
        (quote) => live && setQuoted({ key, quote }),
        (error: unknown) => {
          if (!live) return;
          if (isNetworkError(error)) markUnreachable();
          else setQuoted({ key, messages: messagesOf(error) });
        },
      );
    }, QUOTE_PAUSE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // markUnreachable is a fresh function each render; the quote depends on what is sold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected, key, storeId]);

  const estimate = estimateOf(lines, items);
  const quote = connected && quoted.key === key ? quoted.quote : undefined;
  const quoteMessages = connected && quoted.key === key ? (quoted.messages ?? []) : [];
  const totalsState = !connected ? 'estimate' : quote ? 'quoted' : quoteMessages.length ? 'estimate' : 'pending';
  const total = quote ? quote.grand_total : estimate;
  const tenderedMinor = tendered.trim() ? decimalToMinorUnits(tendered) : null;

  const add = (item: CatalogItem) => {
    const next = withQuantity(lines, item, quantityOf(lines, item.stock_id) + 1);
    if (next) {
      setLines(next);
      setKeptOffline(null);
    }
    return next !== null;
  };
  const changeQuantity = (item: CatalogItem, quantity: number) => {
    const next = withQuantity(lines, item, quantity);
    if (next) setLines(next);
  };

  const reset = () => {
    setLines([]);
    setCustomer(null);
    setCoupons([]);
    setMethod('cash');
    setTendered('');
    setCardReference('');
    setErrors([]);
    setSaleCount((n) => n + 1);
  };

  const keepOnDevice = async (body: SaleBody) => {
    await putQueued({
      client_id: body.client_id,
      store_id: catalog?.store.id ?? Number(storeId),
      store_name: catalog?.store.name ?? '',
      body: { ...body, sold_at: body.sold_at ?? new Date().toISOString() },
      queued_at: Date.now(),
      state: 'waiting',
    });
    takeOffline(body.lines);
    setKeptOffline({ change: method === 'cash' && tenderedMinor !== null ? tenderedMinor - total : null });
    reset();
  };

  const complete = async () => {
    const body: SaleBody = {
      client_id: newClientId(),
      lines,
      ...(customer ? { customer_id: customer.id } : {}),
      ...(coupons.length ? { coupons } : {}),
      payment_method: method,
      ...(method === 'cash' ? { tendered: tenderedMinor ?? 0 } : {}),
      ...(method === 'card' && cardReference.trim() ? { card_reference: cardReference.trim() } : {}),
      language: currentLanguageCode(),
    };
    setBusy(true);
    setErrors([]);
    try {
      if (!navigator.onLine) {
        await keepOnDevice({ ...body, sold_at: new Date().toISOString() });
        return;
      }
      const sale = await posApi.sale(storeId, body);
      reset();
      refresh();
      void navigate(salePath(sale.id));
    } catch (error) {
      if (isNetworkError(error)) {
        markUnreachable();
        await keepOnDevice({ ...body, sold_at: new Date().toISOString() }).catch((e: unknown) => setErrors(messagesOf(e)));
      } else {
        setErrors(messagesOf(error));
        // Stock short (its messages name each line): the catalogue is read again, the lines follow it.
        if (statusOf(error) === 409) refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  if (!state) return <Loading />;
  if ('error' in state)
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="app.pos.title" />
        <SyncBanner />
        <Alert severity="error">
          {state.error.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
        <Button component={Link} to={POS_HOME} sx={{ mt: 1 }}>
          {translate('app.pos.home.title')}
        </Button>
      </Box>
    );

  const store = state.catalog.store;
  const canComplete = lines.length > 0 && !busy && (method === 'card' || (tenderedMinor !== null && tenderedMinor >= total)) && (!connected || !!quote);

  return (
    <Box sx={{ mt: 1, width: '100%' }}>
      <Title title={translate('app.pos.title_store', { store: store.name })} />
      <SyncBanner />
      {state.saved && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.pos.catalog.saved')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start' }}>
        <Paper component="section" aria-labelledby="pos-sale-title" sx={{ p: 2 }}>
          <Typography id="pos-sale-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate('app.pos.sale_at', { store: store.name })}
          </Typography>
          <ScanBox key={saleCount} items={items} lines={lines} onAdd={add} money={money} />
          <Lines items={items} lines={lines} onQuantity={changeQuantity} money={money} />
        </Paper>
        <Paper component="section" aria-label={translate('app.pos.checkout')} sx={{ p: 2, display: 'grid', gap: 2 }}>
          <CustomerPicker storeId={storeId} connected={connected} customer={customer} onChange={setCustomer} />
          <Coupons coupons={coupons} onChange={setCoupons} messages={quoteMessages} />
          <Divider />
          <Totals quote={quote} estimate={estimate} state={lines.length ? totalsState : 'quoted'} money={money} />
          <Payment
            method={method}
            onMethod={setMethod}
            tendered={tendered}
            onTendered={setTendered}
            cardReference={cardReference}
            onCardReference={setCardReference}
            total={totalsState === 'pending' && lines.length ? null : total}
            tenderedMinor={tenderedMinor}
            money={money}
          />
          {errors.length > 0 && (
            <Alert severity="error" role="alert">
              {errors.map((m) => (
                <div key={m}>{m}</div>
              ))}
            </Alert>
          )}
          <div role="status" aria-live="polite">
            {keptOffline && (
              <Alert severity="info">
                {translate('app.pos.kept_offline')}
                {keptOffline.change !== null && keptOffline.change >= 0 ? ` ${translate('app.pos.payment.change', { amount: money(keptOffline.change) })}` : ''}
              </Alert>
            )}
          </div>
          <Button variant="contained" size="large" startIcon={<PointOfSaleIcon />} disabled={!canComplete} onClick={() => void complete()}>
            {translate('app.pos.complete')}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
};
