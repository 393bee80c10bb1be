import { CheckboxGroupInput, required, SelectInput, useTranslate } from 'react-admin';
import { LOCALES } from '../providers/i18nProvider';
import { ConfigForm } from './ConfigForm';

const codes = (value: unknown): string[] => (Array.isArray(value) ? value.map((l) => (typeof l === 'string' ? l : (l as { code: string }).code)) : []);
const languageBody = (data: Record<string, unknown>) => ({ main_language: data.main_language, languages: codes(data.languages) });

/** The shop's main language and the languages the storefront offers. */
export const LanguageTab = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const choices = LOCALES.map(({ code, name }) => ({ id: code, name: `${name} (${translate(`app.configuration.language_names.${code}`)})` }));
  return (
    <ConfigForm section="language" canEdit={canEdit} transform={languageBody}>
      <SelectInput source="main_language" label="app.configuration.language.main_language" choices={choices} validate={required()} />
      <CheckboxGroupInput source="languages" label="app.configuration.language.languages" choices={choices} format={codes} validate={required()} />
    </ConfigForm>
  );
};
