import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, maxLength, required, SimpleForm, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { RichTextInput } from '../common/RichTextInput';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { ShopEdit } from '../common/ShopEdit';
import { API_URL } from '../providers/dataProvider';
import { httpClient, messagesOf } from '../providers/httpClient';
import { LOCALES, type LanguageCode } from '../providers/i18nProvider';

const label = (field: string) => `resources.broadcast/message.fields.${field}`;

/** Only what the API takes. */
const messageBody = (data: Record<string, unknown>) => ({ name: data.name, subject: data.subject ?? {}, body: data.body ?? {} });

/** One form for create and edit: a name, then per language a subject and a rich-text body (required in the main language). */
const MessageForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const translate = useTranslate();
  const settings = useShopSettings();
  const main = settings?.mainLanguage ?? 'en_us';
  return (
    <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} sx={{ maxWidth: 960 }}>
      <TextInput source="name" label={label('name')} validate={[required(), maxLength(200)]} helperText="app.broadcast.name_help" fullWidth />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.broadcast.placeholders')}
      </Typography>
      {LOCALES.map(({ code }) => {
        const language = translate(`app.configuration.language_names.${code}`);
        const isMain = code === main;
        return (
          <Box
            key={code}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%', boxSizing: 'border-box' }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {language}
            </Typography>
            <TextInput
              source={`subject.${code}`}
              label={translate('app.broadcast.subject_in', { language })}
              validate={isMain ? [required(), maxLength(300)] : maxLength(300)}
              fullWidth
            />
            <RichTextInput source={`body.${code}`} label={translate('app.broadcast.body_in', { language })} validate={isMain ? required() : undefined} />
          </Box>
        );
      })}
      {!isCreate && <PreviewAndTest />}
    </SimpleForm>
  );
};

/** The saved message as a receiver in a language gets it, and a test mail to one address. */
const PreviewAndTest = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const [language, setLanguage] = useState<LanguageCode>('en_us');
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [email, setEmail] = useState('');
  if (!record) return null;
  const show = async (code: LanguageCode) => {
    setLanguage(code);
    const { json } = await httpClient(`${API_URL}/broadcast/message/${record.id}/preview`, { method: 'POST', body: JSON.stringify({ language: code }) });
    setPreview(json);
  };
  const test = async () => {
    try {
      const { json } = await httpClient(`${API_URL}/broadcast/message/${record.id}/test`, { method: 'POST', body: JSON.stringify({ email, language }) });
      notify(json.messages?.[0] ?? 'app.broadcast.test_sent', { type: 'success' });
    } catch (error) {
      notify(messagesOf(error).join(' ') || 'app.feedback.submit_fail', { type: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', boxSizing: 'border-box' }} data-testid="message-preview">
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('app.broadcast.preview')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {LOCALES.map(({ code }) => (
          <Button key={code} variant={preview && language === code ? 'contained' : 'outlined'} onClick={() => void show(code)}>
            {translate(`app.configuration.language_names.${code}`)}
          </Button>
        ))}
      </Stack>
      {preview && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <strong>{translate(label('subject'))}:</strong> {preview.subject}
          </Typography>
          <Box
            component="iframe"
            title={translate('app.broadcast.preview')}
            sandbox=""
            srcDoc={preview.html}
            sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('app.broadcast.test_address')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button variant="outlined" onClick={() => void test()} disabled={!email.trim()}>
          {translate('app.broadcast.send_test')}
        </Button>
      </Stack>
    </Paper>
  );
};

export const MessageCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={messageBody}>
    <MessageForm isCreate />
  </Create>
);

export const MessageEdit = () => (
  <ShopEdit transform={messageBody}>
    <MessageForm />
  </ShopEdit>
);
