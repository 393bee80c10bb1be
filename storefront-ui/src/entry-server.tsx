import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { scriptJson, type BootState } from './app/boot-state';
import { pageReads, pagesOf } from './app/lazy-page';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { asApiError, remoteQueryOptions } from './lib/use-remote';
import { setRenderContextReader, type RenderContext } from './lib/render-context';
import { toLanguageCode, type Locale } from './lib/language';

/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist-server/, loaded by the
 * shop server): the same components as in the browser, so a page's first paint has its content and
 * the browser hydrates it. Data comes from the shop's own API (cached catalogue answers), asked for by
 * the same queries the browser would run.
 */

const store = new AsyncLocalStorage<RenderContext>();
setRenderContextReader(() => store.getStore());
const handler = createStaticHandler(routes);

/** Render passes at most: each pass may reveal a query that depends on the answer of another. */
const MAX_PASSES = 3;

/**
 * Answers that are the same for every page (queries marked `shared`: site settings, currencies, the
 * menu), kept between renders for `keepSharedMs` so a page costs the API only its own data. The
 * server calls forget() when the catalogue or the settings change.
 */
const shared = new Map<string, { key: readonly unknown[]; at: number; data: unknown }>();

export function forget(): void {
  shared.clear();
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header (session, language and currency choices). */
  cookies: string;
  locale: Locale;
  chosen: boolean;
  /** Where the API answers, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The API called in the server's process where it can be (see RenderContext.call). */
  call?: RenderContext['call'];
  /** The shop's public address (APP_URL). */
  origin: string;
  /** Where browsers read uploaded pictures from (S3_PUBLIC_URL), when not the shop itself. */
  mediaUrl?: string;
  /** How long answers shared by every page are kept between renders (0: not kept). */
  keepSharedMs: number;
}

export interface RenderedPage {
  /** The markup for the root element. */
  html: string;
  /** The JSON for the boot-state script (already safe inside <script>). */
  state: string;
  /** 404 when the page's own data was not found, else 200. */
  status: number;
  /** How many times the page was rendered (1 when everything it reads was read before). */
  passes: number;
}

async function loadPending(queryClient: QueryClient): Promise<boolean> {
  const pending = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' });
  if (pending.length === 0) return false;
  await Promise.all(pending.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })));
  return true;
}

/** Renders a storefront page; null when the URL is not a page the server renders (a redirect, say). */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const context: RenderContext = {
    cookies: request.cookies,
    locale: request.locale,
    apiOrigin: request.apiOrigin,
    call: request.call,
    origin: request.origin,
    mediaUrl: request.mediaUrl,
  };
  return store.run(context, async () => {
    const routing = await handler.query(new Request(new URL(request.url, 'http://storefront.local')));
    if (routing instanceof Response) return null;
    await Promise.all(pagesOf(routing.matches).map((page) => page.preload()));
    const queryClient = createQueryClient();
    const now = Date.now();
    for (const [hash, entry] of shared) {
      if (now - entry.at < request.keepSharedMs) queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
      else shared.delete(hash);
    }
    // The page's own data is read before the first render when its route says how (pageData), so a
    // page whose shared answers are kept renders once.
    const reads = pageReads(routing.matches, new URL(request.url, 'http://storefront.local').searchParams, toLanguageCode(request.locale));
    await Promise.all(reads.map((read) => queryClient.prefetchQuery(remoteQueryOptions(read))));
    const router = createStaticRouter(handler.dataRoutes, routing);
    const page = () =>
      renderToString(
        <App queryClient={queryClient} chosenInitially={request.chosen}>
          <StaticRouterProvider router={router} context={routing} hydrate={false} />
        </App>,
      );
    let html = page();
    let passes = 1;
    for (; passes < MAX_PASSES && (await loadPending(queryClient)); passes += 1) html = page();
    if (request.keepSharedMs > 0) {
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.meta?.shared === true && query.state.status === 'success' && !shared.has(query.queryHash)) {
          shared.set(query.queryHash, { key: query.queryKey, at: query.state.dataUpdatedAt, data: query.state.data });
        }
      }
    }
    const failures = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error' && query.meta?.page === true)
      .map((query) => asApiError(query.state.error).status);
    const state: BootState = {
      locale: request.locale,
      chosen: request.chosen,
      origin: request.origin,
      mediaUrl: request.mediaUrl,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    };
    return { html, state: scriptJson(state), status: failures.includes(404) ? 404 : 200, passes };
  });
}
