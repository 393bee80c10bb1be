import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../lib/language';

/** The id of the JSON script the server puts in a page it rendered. */
export const BOOT_STATE_ID = 'shop-state';

/** What the server sends along with a page it rendered, so the browser's first render is the same page. */
export interface BootState {
  locale: Locale;
  /** Whether the language was the shopper's choice (a cookie or a ?lang link) rather than the shop's default. */
  chosen: boolean;
  /** The shop's public address the page's absolute links were written with. */
  origin: string;
  /** Where the page's uploaded pictures were read from (S3_PUBLIC_URL), when not the shop itself. */
  mediaUrl?: string;
  /** The server data the page was rendered from. */
  queries: DehydratedState;
}

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no line separators that end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
