import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n';
import type { LanguageCode } from '../lib/language';
import type { RemoteQuery } from '../lib/use-remote';

/** A route chunk that has not arrived after this long counts as failed (spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

class ChunkTimeoutError extends Error {
  constructor() {
    super('The page took too long to load');
    this.name = 'ChunkTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}

/** What a page's data is read from: the route's parameters, the address's query and the page's language. */
export interface PageDataArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  language: LanguageCode;
}

/**
 * The queries a page reads its own data with, as the page itself makes them (same keys): a route module
 * exports it as `pageData` so the server reads the data before it renders, in one pass instead of a
 * first render that only finds out what to read.
 */
export type PageData = (args: PageDataArgs) => RemoteQuery<unknown>[];

type PageModule = { default: ComponentType; pageData?: PageData };

/**
 * A lazily loaded route component. A chunk that fails, or does not arrive within 120 seconds, shows a
 * message with a retry button (a retry asks for the chunk again).
 */
export type LazyPageComponent = (() => ReactNode) & {
  /** Loads the chunk now, so a first render (the server's, or the browser's hydration of it) shows the page itself. */
  preload: () => Promise<void>;
  /** The queries of the loaded module's pageData ([] before preload() or without one). */
  reads: (args: PageDataArgs) => RemoteQuery<unknown>[];
};

export function lazyPage(load: () => Promise<PageModule>): LazyPageComponent {
  let loaded: PageModule | null = null;

  function LazyPage() {
    const t = useT();
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ component: ComponentType | null; failure: 'timeout' | 'error' | null }>({
      component: loaded?.default ?? null,
      failure: null,
    });

    useEffect(() => {
      if (loaded) return;
      let live = true;
      withTimeout(load(), CHUNK_TIMEOUT_MS).then(
        (module) => {
          loaded = module;
          if (live) setState({ component: module.default, failure: null });
        },
        (error: unknown) => {
          if (live) setState({ component: null, failure: error instanceof ChunkTimeoutError ? 'timeout' : 'error' });
        },
      );
      return () => {
        live = false;
      };
    }, [attempt]);

    if (state.component) {
      const Page = state.component;
      return <Page />;
    }
    if (state.failure) {
      return (
        <div className="page chunk-failed" role="alert">
          <p>{t(state.failure === 'timeout' ? 'app.chunkTimeout' : 'app.chunkFailed')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setState({ component: null, failure: null });
              setAttempt((n) => n + 1);
            }}
          >
            {t('app.retry')}
          </button>
        </div>
      );
    }
    return <PageLoading />;
  }

  LazyPage.preload = async () => {
    loaded ??= await load();
  };
  LazyPage.reads = (args: PageDataArgs) => loaded?.pageData?.(args) ?? [];
  return LazyPage;
}

type RouteMatch = { route: { handle?: unknown }; params: Readonly<Record<string, string | undefined>> };
const pageOf = (match: RouteMatch) => (match.route.handle as { page?: LazyPageComponent } | undefined)?.page;

/** The lazily loaded pages of the routes a URL matches (their `handle.page`). */
export function pagesOf(matches: RouteMatch[] | null): LazyPageComponent[] {
  return (matches ?? []).map(pageOf).filter((p): p is LazyPageComponent => p !== undefined);
}

/** The queries the loaded pages of these matches read their data with (see PageData), for the address's query and a language. */
export function pageReads(matches: RouteMatch[], search: URLSearchParams, language: LanguageCode): RemoteQuery<unknown>[] {
  return matches.flatMap((match) => pageOf(match)?.reads({ params: match.params, search, language }) ?? []);
}
