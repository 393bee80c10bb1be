import { useEffect } from 'react';
import { activeTemplate, type SiteSettings } from '../api/site-settings';

/** Inserts an HTML snippet (scripts run) at the end of `parent`; returns a function that removes it again. */
function injectHtml(parent: HTMLElement, html: string, marker: string): () => void {
  if (!html.trim()) return () => undefined;
  const fragment = document.createRange().createContextualFragment(html);
  const nodes = Array.from(fragment.childNodes);
  for (const node of nodes) if (node instanceof Element) node.setAttribute('data-site-script', marker);
  parent.appendChild(fragment);
  return () => nodes.forEach((node) => node.parentNode?.removeChild(node));
}

const COLOUR_VARIABLES = {
  primary_color: '--color-primary',
  secondary_color: '--color-secondary',
  background_color: '--color-background',
  text_color: '--color-text',
} as const;

/** Favicon, template colours (CSS variables) and the header/footer scripts from the site settings. */
export function useSiteHead(settings: SiteSettings | null): void {
  const icon = settings?.icon ?? '';
  useEffect(() => {
    if (!icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = icon;
  }, [icon]);

  // A string, so the effect runs only when a colour changes (not on every settings fetch).
  const template = settings ? activeTemplate(settings) : undefined;
  const colours = template ? JSON.stringify(template) : '';
  useEffect(() => {
    if (!colours) return;
    const chosen = JSON.parse(colours) as Record<string, string>;
    const root = document.documentElement.style;
    for (const [field, variable] of Object.entries(COLOUR_VARIABLES)) {
      if (chosen[field]) root.setProperty(variable, chosen[field]);
    }
  }, [colours]);

  const header = settings?.script_header ?? '';
  const footer = settings?.script_footer ?? '';
  useEffect(() => injectHtml(document.head, header, 'header'), [header]);
  useEffect(() => injectHtml(document.body, footer, 'footer'), [footer]);
}
