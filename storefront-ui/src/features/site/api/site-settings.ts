import { api } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';

export interface TemplateColours {
  identifier: string;
  primary_color: string;
  secondary_color: string;
  background_color: string;
  text_color: string;
}

export interface SiteLanguage {
  code: LanguageCode;
  name: Record<LanguageCode, string>;
}

export interface SiteSettings {
  name: string;
  logo: string;
  icon: string;
  banner: string;
  choose_template: string;
  supported_templates: TemplateColours[];
  main_language: LanguageCode;
  languages: SiteLanguage[];
}

// The staff scripts (script_header, script_footer) are not read here: the server renders them into
// the page's HTML with the page's CSP nonce.
const SITE_COLUMNS = ['name', 'logo', 'icon', 'banner', 'choose_template', 'supported_templates', 'main_language', 'languages'];

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
