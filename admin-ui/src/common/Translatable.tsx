import { useState, type ReactNode } from 'react';
import { Create, Edit, Loading } from 'react-admin';
import type { LanguageCode } from '../providers/i18nProvider';
import { ContentLanguageContext, ContentLanguageSwitch } from './ContentLanguage';
import { createMutationOptions, createRedirect, useEditMutationOptions, useNotFoundRedirect } from './mutationFeedback';
import { useShopSettings } from './shopSettings';

type Body = (data: Record<string, unknown>, language: LanguageCode) => Record<string, unknown>;

interface Props {
  resource: string;
  /** The API body for the form values, texts in `language`. */
  transform: Body;
  children: ReactNode;
}

/**
 * An edit page for a record with per-language texts: the language switcher on top (starting in the
 * shop's main language) reloads the record in the chosen language, and saving sends the texts in it.
 * "Submit Success" / "Submit Fail"; a missing id shows "ID not exists" and goes to the create page.
 */
export const TranslatableEdit = ({ resource, transform, children }: Props) => {
  const settings = useShopSettings();
  const [chosen, setChosen] = useState<LanguageCode>();
  const notFound = useNotFoundRedirect(resource, 'create');
  const mutationOptions = useEditMutationOptions();
  const language = chosen ?? settings?.mainLanguage;
  if (!settings || !language) return <Loading />;
  const meta = { language };
  return (
    <ContentLanguageContext.Provider value={{ language, mainLanguage: settings.mainLanguage }}>
      <Edit
        key={language}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ onError: notFound, meta }}
        mutationOptions={{ ...mutationOptions, meta }}
        transform={(data: Record<string, unknown>) => transform(data, language)}
        actions={false}
      >
        <ContentLanguageSwitch value={language} onChange={setChosen} settings={settings} />
        {children}
      </Edit>
    </ContentLanguageContext.Provider>
  );
};

/** The create page of such a record: texts in the chosen language (the main language unless changed). */
export const TranslatableCreate = ({ transform, children }: Omit<Props, 'resource'>) => {
  const settings = useShopSettings();
  const [chosen, setChosen] = useState<LanguageCode>();
  const language = chosen ?? settings?.mainLanguage;
  if (!settings || !language) return <Loading />;
  return (
    <ContentLanguageContext.Provider value={{ language, mainLanguage: settings.mainLanguage }}>
      <Create
        redirect={createRedirect}
        mutationOptions={{ ...createMutationOptions, meta: { language } }}
        transform={(data: Record<string, unknown>) => transform(data, language)}
      >
        <ContentLanguageSwitch value={language} onChange={setChosen} settings={settings} />
        {children}
      </Create>
    </ContentLanguageContext.Provider>
  );
};
