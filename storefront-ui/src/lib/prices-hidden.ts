import type { Query } from '@tanstack/react-query';

/**
 * Kept answers that a shopper now signed in (or now signed out) would be answered otherwise: in a
 * members-only shop a guest's answers hide prices (prices_hidden: catalogue listings, product pages,
 * homepage widgets) and a member's show them.
 */
export function answeredForOtherSession(signedIn: boolean): (query: Query) => boolean {
  return (query) => {
    const data = query.state.data as { prices_hidden?: unknown } | undefined;
    return typeof data === 'object' && data !== null && data.prices_hidden === signedIn;
  };
}
