import { messagesOf } from '../../providers/httpClient';
import { isNetworkError, posApi, shortfallOf, statusOf } from './api';
import { putQueued, queuedSales, removeQueued } from './offline';

let running: Promise<void> | null = null;

/** Refusals that sending again unchanged cannot mend: the sale waits for staff (retry or discard). */
const NEEDS_ATTENTION = new Set([400, 403, 404, 409, 422]);

/**
 * Sends the waiting sales, oldest first, each with its client_id (so a sale the server already took is
 * answered, never made twice). An accepted sale leaves the queue; a refused one stays, marked for
 * attention with the server's messages and short lines; no answer (offline) or a server failure stops
 * the run with the rest still queued. Sales queued while it runs are sent in the same run.
 */
export function syncQueue(): Promise<void> {
  running ??= send().finally(() => (running = null));
  return running;
}

async function send(): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const next = (await queuedSales()).find((sale) => sale.state === 'waiting' && !tried.has(sale.client_id));
    if (!next) return;
    tried.add(next.client_id);
    try {
      await posApi.sale(next.store_id, next.body);
      await removeQueued(next.client_id);
    } catch (error) {
      if (isNetworkError(error) || !NEEDS_ATTENTION.has(statusOf(error))) return;
      await putQueued({ ...next, state: 'attention', messages: messagesOf(error), shortfall: shortfallOf(error) });
    }
  }
}
