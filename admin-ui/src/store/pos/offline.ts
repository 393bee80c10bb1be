import type { Catalog, SaleBody, Shortfall } from './api';

/**
 * What the till keeps on the device (IndexedDB "shop-pos"): each store's catalogue, refreshed whenever
 * the server answers, and the sales made while it did not, in the order they were made.
 */
const DB_NAME = 'shop-pos';
const DB_VERSION = 1;
const CATALOGS = 'catalog';
const QUEUE = 'queue';

/** A sale waiting to be sent; `attention` once the server refused it (stock short, or another refusal). */
export interface QueuedSale {
  client_id: string;
  store_id: number;
  store_name: string;
  body: SaleBody;
  /** Milliseconds since the epoch: the queue is sent in this order. */
  queued_at: number;
  state: 'waiting' | 'attention';
  messages?: string[];
  shortfall?: Shortfall[];
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(CATALOGS)) db.createObjectStore(CATALOGS, { keyPath: 'store_id' });
      if (!db.objectStoreNames.contains(QUEUE)) db.createObjectStore(QUEUE, { keyPath: 'client_id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** One request in its own transaction; resolves once the transaction has committed. */
async function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = act(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB aborted'));
  });
}

// ---- catalogues ----

export async function saveCatalog(storeId: string, catalog: Catalog): Promise<void> {
  await run(CATALOGS, 'readwrite', (s) => s.put({ store_id: storeId, catalog, saved_at: Date.now() }));
}

export async function loadCatalog(storeId: string): Promise<Catalog | null> {
  const row = await run<{ catalog: Catalog } | undefined>(CATALOGS, 'readonly', (s) => s.get(storeId));
  return row?.catalog ?? null;
}

// ---- the queue of sales made offline ----

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Told whenever the queue changes (in this tab). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queuedSales(): Promise<QueuedSale[]> {
  const all = await run<QueuedSale[]>(QUEUE, 'readonly', (s) => s.getAll());
  return all.sort((a, b) => a.queued_at - b.queued_at);
}

export async function putQueued(sale: QueuedSale): Promise<void> {
  await run(QUEUE, 'readwrite', (s) => s.put(sale));
  changed();
}

export async function removeQueued(clientId: string): Promise<void> {
  await run(QUEUE, 'readwrite', (s) => s.delete(clientId));
  changed();
}
