import { serverMessagesOf, type Schema } from '@shop/kernel';
import { currentLanguageCode } from '../../providers/i18nProvider';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';

// The answers as the server declares them (@shop/kernel API types); the bodies sent are typed here.
/** A store the signed-in admin may sell at (GET /api/admin/pos/store). */
export type PosStore = Schema<'PosStore'>;
/** A sellable stock with what the store's warehouse holds of it; scanned by its sku. */
export type CatalogItem = Schema<'PosItem'>;
/** GET /api/admin/pos/:storeId/catalog: kept on the device for offline selling. */
export type Catalog = Schema<'PosCatalog'>;
export type PosCustomer = Schema<'PosCustomer'>;
export type Quote = Schema<'PosQuote'>;
/** A sale at the till, as its receipt shows it. */
export type Sale = Schema<'PosSale'>;
export type PaymentMethod = Sale['payment_method'];

export interface SaleLineInput {
  stock_id: number;
  quantity: number;
}

/** POST /api/admin/pos/:storeId/sale; the same client_id twice answers the same sale. */
export type SaleBody = Omit<Schema<'PosSaleDto'>, 'language' | 'lines'> & { lines: SaleLineInput[]; language?: string };

/** A line the store's warehouse cannot cover (409 on a sale): its sku, how many were asked, how many are left. */
export interface Shortfall {
  sku: string;
  asked: number;
  available: number;
}

const call = async <T>(path: string, body?: unknown): Promise<T> => {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  return (await httpClient(`${API_URL}/pos/${path}`, init)).json as T;
};
const id = (value: unknown) => encodeURIComponent(String(value));

export const posApi = {
  stores: () => call<PosStore[]>('store'),
  catalog: (storeId: string) => call<Catalog>(`${id(storeId)}/catalog`),
  customers: (storeId: string, q: string) => call<PosCustomer[]>(`${id(storeId)}/customer?q=${encodeURIComponent(q)}`),
  quote: (storeId: string, body: { lines: SaleLineInput[]; customer_id?: number; coupons?: string[] }) =>
    call<Quote>(`${id(storeId)}/quote`, { ...body, language: currentLanguageCode() }),
  sale: (storeId: string | number, body: SaleBody) => call<Sale>(`${id(storeId)}/sale`, body),
  getSale: (saleId: string) => call<Sale>(`sale/${id(saleId)}`),
  returnSale: (saleId: string | number, comment?: string) => call<Sale>(`sale/${id(saleId)}/return`, comment ? { comment } : {}),
};

/** The HTTP status of a failed call (0: no answer). */
export const statusOf = (error: unknown): number => (error as { status?: number } | null)?.status ?? 0;

/** The call never reached the server (offline, server down): what the till answers by working from the device. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError || statusOf(error) === 0 || !navigator.onLine;

/**
 * The lines a 409 names as short: the parameters of its messages ("{sku} {name}: {asked} sold, only
 * {available} left in {store}"), or a `lines` list of them.
 */
export function shortfallOf(error: unknown): Shortfall[] {
  const body = (error as { body?: unknown } | null)?.body;
  const listed = (body as { lines?: unknown } | null)?.lines;
  const fromParams = serverMessagesOf(body).map((m) => m.params ?? {});
  const found = (Array.isArray(listed) ? (listed as Record<string, unknown>[]) : fromParams).filter(
    (p) => typeof p.sku === 'string' && p.asked !== undefined && p.available !== undefined,
  );
  return found.map((p) => ({ sku: String(p.sku), asked: Number(p.asked), available: Number(p.available) }));
}

/** A new sale's id, made by the browser: crypto.randomUUID, or the same v4 form from getRandomValues where the page is not a secure context (http on a shop's LAN). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stock's options as one line ("Red, M"). */
export const optionsText = (options: string | null | undefined) => options ?? '';
