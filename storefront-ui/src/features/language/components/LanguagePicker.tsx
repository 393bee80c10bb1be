import { useId } from 'react';
import { useI18n } from '../../../i18n';
import { LANGUAGES, toLanguageCode, toLocale } from '../../../lib/language';
import { updateProfile } from '../../account';
import { useSession } from '../../auth';
import { useSiteSettings } from '../../site';

/** en-US, zh-HK, zh-CN (those the shop supports); the choice is remembered and, when logged in, saved to the profile. */
export function LanguagePicker() {
  const { t, locale, language, chooseLocale } = useI18n();
  const { settings } = useSiteSettings();
  const { status, setUser } = useSession();
  const id = useId();

  const supported = settings?.languages?.length ? settings.languages : null;
  const options = LANGUAGES.filter((l) => !supported || supported.some((s) => s.code === l.code) || l.locale === locale).map((l) => ({
    locale: l.locale,
    // Each language named in its own language, so a shopper can find theirs.
    label: supported?.find((s) => s.code === l.code)?.name?.[l.code] ?? t(`language.${l.code}`),
  }));

  const onChange = (value: string) => {
    const next = toLocale(value);
    if (!next || next === locale) return;
    chooseLocale(next);
    if (status === 'authenticated') {
      updateProfile({ language: toLanguageCode(next) })
        .then(setUser)
        .catch(() => undefined); // the choice is kept in this browser either way
    }
  };

  return (
    <div className="picker">
      <label htmlFor={id}>{t('header.language')}</label>
      <select id={id} value={locale} onChange={(e) => onChange(e.target.value)} data-language={language}>
        {options.map((o) => (
          <option key={o.locale} value={o.locale} lang={o.locale}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
