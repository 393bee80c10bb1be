import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { BOOT_STATE_ID, type BootState } from './app/boot-state';
import { pagesOf } from './app/lazy-page';
import { createQueryClient } from './app/query-client';
import { createRouter, routes } from './app/router';
import { localeOfSearch, readStoredLocale, setCurrentLocale, storeLocale } from './lib/language';
import { setMediaUrl, setSiteOrigin } from './lib/render-context';
import './styles.css';

function readBootState(): BootState | null {
  const script = document.getElementById(BOOT_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as BootState;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  // A link with ?lang=zh_hk (search engines follow the hreflang links) chooses that language; the
  // address bar keeps the page's own URL.
  const url = new URL(window.location.href);
  const linked = localeOfSearch(url.search);
  if (linked) {
    storeLocale(linked);
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }

  const boot = readBootState();
  const queryClient = createQueryClient();
  if (boot) {
    hydrate(queryClient, boot.queries);
    setCurrentLocale(boot.locale);
    setSiteOrigin(boot.origin);
    setMediaUrl(boot.mediaUrl);
  }
  const router = createRouter();
  // The page's chunk first, so the first render shows the page the server sent rather than a spinner.
  await Promise.all(pagesOf(matchRoutes(routes, window.location)).map((page) => page.preload().catch(() => undefined)));

  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} chosenInitially={Boolean(boot?.chosen) || readStoredLocale() !== null}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (boot && root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
