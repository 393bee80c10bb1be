import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type TemplateColours = Schema<'TemplateColours'>;
export type SiteLanguage = Schema<'LanguageOption'>;

/** The columns the storefront asks for; each asked column comes back (see SITE_COLUMNS). */
export type SiteSettings = Required<Pick<Schema<'PublicSettingsAnswer'>, (typeof SITE_COLUMNS)[number]>>;

// The staff scripts (script_header, script_footer) are not read here: the server renders them into
// the page's HTML with the page's CSP nonce.
const SITE_COLUMNS = ['name', 'logo', 'icon', 'banner', 'choose_template', 'supported_templates', 'main_language', 'languages'] as const;

/** The public site settings, the name in the current language (POST /api/configs). */
export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return api.post<SiteSettings>('/configs', { columns: SITE_COLUMNS }, { signal });
}

/** "custom" applies the custom template's colours; anything else the default template's. */
export function activeTemplate(settings: Pick<SiteSettings, 'choose_template' | 'supported_templates'>): TemplateColours | undefined {
  const templates = settings.supported_templates ?? [];
  const wanted = settings.choose_template === 'custom' ? 'custom' : 'default';
  return templates.find((t) => t.identifier === wanted) ?? templates.find((t) => t.identifier === 'default');
}
