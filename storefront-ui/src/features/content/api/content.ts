import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';
import { currentLanguageCode } from '../../../lib/language';

/** A static page as the storefront reads it; its content is HTML the server has sanitised. */
export type StaticPage = Schema<'StorefrontPage'>;
/** A block (a reusable piece of rich text) as the storefront reads it. */
export type ContentBlock = Schema<'StorefrontBlock'>;

/**
 * /page/{url} is loaded after a check (spec §2): POST /api/check {key: url, type: "page"}, then
 * POST /api/page?language= {url}. Either answers 404 "Page cannot be found" for a missing or disabled page.
 */
export async function fetchStaticPage(url: string, signal?: AbortSignal): Promise<StaticPage> {
  await api.post<{ passed: true }>('/check', { key: url, type: 'page' }, { signal, language: false });
  return api.post<StaticPage>('/page', { url }, { signal, language: false, query: { language: currentLanguageCode() } });
}

/** POST /api/block?language= {identifier}: 404 "Block cannot be found" for a missing or disabled block. */
export const fetchBlock = (identifier: string, signal?: AbortSignal) =>
  api.post<ContentBlock>('/block', { identifier }, { signal, language: false, query: { language: currentLanguageCode() } });
