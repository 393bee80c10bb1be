import { useEffect } from 'react';
import { activeTemplate, type SiteSettings } from '../api/site-settings';

const COLOUR_VARIABLES = {
  primary_color: '--color-primary',
  secondary_color: '--color-secondary',
  background_color: '--color-background',
  text_color: '--color-text',
} as const;

/**
 * Favicon and template colours (CSS variables) from the site settings. The header/footer scripts are
 * not injected here: the server renders them into the HTML with the page's CSP nonce.
 */
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
}
