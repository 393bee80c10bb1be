import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true once the page is live
 * (and at once for anything mounted later). Forms stay disabled until then: typing into or submitting
 * a form React does not run yet would lose the text or post it natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
