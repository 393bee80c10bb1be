import { useEffect } from 'react';
import { useSiteSettings } from '../features/site';

/** document.title is "<Page> | <Site name>". A null page leaves the title as it is (e.g. the server's, while loading). */
export function usePageTitle(page: string | null): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    if (page === null) return;
    document.title = siteName ? `${page} | ${siteName}` : page;
  }, [page, siteName]);
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * The page's meta description (and the Open Graph title and description the server put in the first HTML),
 * updated as the shopper moves between pages. A null description leaves them as they are.
 */
export function usePageDescription(description: string | null, title?: string | null): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    if (description === null) return;
    setMeta('meta[name="description"]', 'name', 'description', description);
    if (document.head.querySelector('meta[property="og:description"]') || description)
      setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    if (title) setMeta('meta[property="og:title"]', 'property', 'og:title', siteName ? `${title} | ${siteName}` : title);
  }, [description, title, siteName]);
}

/** Text of an HTML snippet (for a description built from back-office HTML), clipped to `max` characters. */
export function plainText(html: string, max = 300): string {
  // The server has no DOMParser; it only needs the text for the head, which it writes itself.
  const text = typeof DOMParser === 'undefined' ? html.replace(/<[^>]*>/g, ' ') : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
