import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { httpClient, messagesOf } from '../providers/httpClient';
import { LOCALES, localeToCode } from '../providers/i18nProvider';

/**
 * en-US / zh-HK / zh-CN. Signed in, the choice is saved on the server (PUT /api/admin {language})
 * and restored at the next login.
 */
export const LanguageSwitcher = ({ save = true }: { save?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((l) => l.locale === locale) ?? LOCALES[0];

  const choose = async (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    setLocale(next);
    if (!save) return;
    try {
      await httpClient('/api/admin', { method: 'PUT', body: JSON.stringify({ language: localeToCode(next) }) });
    } catch (error) {
      notify(messagesOf(error).join('\n') || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-label={`${translate('app.language.label')}: ${current.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {current.name}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map(({ locale: value, name }) => (
          <MenuItem key={value} selected={value === locale} lang={value} onClick={() => choose(value)}>
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
