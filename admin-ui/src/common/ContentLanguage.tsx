import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { createContext, useContext, useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LOCALES, type LanguageCode } from '../providers/i18nProvider';
import type { ShopSettings } from './shopSettings';

/** The language the texts of the form are read and saved in, and the shop's main language. */
export interface ContentLanguageState {
  language: LanguageCode;
  mainLanguage: LanguageCode;
}

export const ContentLanguageContext = createContext<ContentLanguageState>({ language: 'en_us', mainLanguage: 'en_us' });
export const useContentLanguage = () => useContext(ContentLanguageContext);

const nameOf = (code: LanguageCode) => LOCALES.find((l) => l.code === code)?.name ?? code;

interface SwitchProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  settings: ShopSettings;
}

/**
 * The language switcher at the top of a per-language form. On edit pages choosing a language reloads
 * the record in it; a record without text in that language shows the main language's (the server's
 * fallback) with a note.
 */
export const ContentLanguageSwitch = ({ value, onChange, settings }: SwitchProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const labelId = useId();
  const translated = record?.translated_languages as string[] | undefined;
  const missing = record && translated && !translated.includes(value);
  return (
    <Box sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {translate('app.content_language.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby={labelId}
        onChange={(_, next: LanguageCode | null) => next && onChange(next)}
      >
        {settings.languages.map((code) => (
          <ToggleButton key={code} value={code} lang={code.replace('_', '-')} sx={{ textTransform: 'none', px: 1.5 }}>
            {nameOf(code)}
            {code === settings.mainLanguage && (
              <Box component="span" lang="" sx={{ ml: 0.5, color: 'text.secondary' }}>
                ({translate('app.content_language.main')})
              </Box>
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {missing && (
        <Alert severity="info" sx={{ width: '100%', py: 0 }}>
          {translate('app.content_language.fallback', { language: nameOf(value) })}
        </Alert>
      )}
    </Box>
  );
};
