import { useCallback, useEffect, useState } from 'react';
import { putQueued, queuedSales, removeQueued, subscribeQueue, type QueuedSale } from './offline';
import { syncQueue } from './sync';

/** While sales wait and the browser says it is online, the queue is tried again this often (a server that was down). */
const RETRY_MS = 30_000;

/** navigator.onLine, followed through the online and offline events. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The sales waiting on this device, sent when the page opens, when the browser comes back online and
 * every 30 s while some wait; retry and discard for those the server refused.
 */
export function useSaleQueue() {
  const online = useOnline();
  const [sales, setSales] = useState<QueuedSale[]>([]);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedSales().then(
        (all) => live && setSales(all),
        () => live && setSales([]),
      );
    read();
    const stop = subscribeQueue(read);
    return () => {
      live = false;
      stop();
    };
  }, []);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      await syncQueue();
    } catch {
      // IndexedDB unavailable: nothing was queued either.
    } finally {
      setSyncing(false);
    }
  }, []);

  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);

  const waiting = sales.filter((s) => s.state === 'waiting').length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, sync]);

  const retry = useCallback(
    async (sale: QueuedSale) => {
      await putQueued({ ...sale, state: 'waiting', messages: undefined, shortfall: undefined });
      await sync();
    },
    [sync],
  );
  const discard = useCallback((sale: QueuedSale) => removeQueued(sale.client_id), []);

  return { online, sales, waiting, syncing, sync, retry, discard };
}
