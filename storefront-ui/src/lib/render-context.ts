/**
 * Where the storefront runs. In the browser everything comes from `window`; when the server renders a
 * page (entry-server.tsx) there is no window, and the request's cookies and language come from the
 * render context the server sets around that request (an AsyncLocalStorage, so concurrent requests
 * never see each other's).
 */
export const isServer = typeof window === 'undefined';

export interface RenderContext {
  /** The request's Cookie header. */
  cookies: string;
  /** The locale the page is rendered in (en-US, zh-HK or zh-CN). */
  locale: string;
  /** Where the server reaches its own API (e.g. http://127.0.0.1:3000). */
  apiOrigin: string;
  /**
   * The server's own API called in its process (the calls its fast path serves: the catalogue's reads),
   * with no socket or serialisation between; undefined (or an undefined answer) goes over HTTP.
   */
  call?: (method: string, url: string, body: unknown) => Promise<{ status: number; body: unknown } | undefined>;
  /** The shop's public address (APP_URL), for absolute links in structured data. */
  origin: string;
  /** Where browsers read uploaded pictures from (S3_PUBLIC_URL, a CDN); undefined: the shop itself (/uploads). */
  mediaUrl?: string;
}

let read: () => RenderContext | undefined = () => undefined;

/** Called once by the server entry with the reader of its per-request store. */
export function setRenderContextReader(reader: () => RenderContext | undefined): void {
  read = reader;
}

export function renderContext(): RenderContext | undefined {
  return read();
}

let browserOrigin: string | null = null;

/** The origin a server-rendered page was made with, so the browser's first render writes the same links. */
export function setSiteOrigin(origin: string): void {
  browserOrigin = origin;
}

let browserMedia: string | undefined;

/** The CDN a server-rendered page's pictures were written with, so the browser's first render writes the same. */
export function setMediaUrl(url: string | undefined): void {
  browserMedia = url;
}

/** Where uploaded pictures are read from (a CDN's address, to which /uploads/... is appended), or '' for the shop itself. */
export function mediaUrl(): string {
  return (isServer ? renderContext()?.mediaUrl : browserMedia) ?? '';
}

/** The shop's public address: the server's APP_URL, in the browser the page's own origin. */
export function siteOrigin(): string {
  return isServer ? (renderContext()?.origin ?? '') : (browserOrigin ?? window.location.origin);
}
