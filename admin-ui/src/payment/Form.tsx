import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, regex, SimpleForm, TextInput, Toolbar, SaveButton, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { LOCALES } from '../providers/i18nProvider';
import { textOf } from '../common/values';

/** The key formats the server takes (PaymentMethodDto); an empty secret keeps the saved one. */
const PUBLISHABLE_KEY = regex(/^pk_[A-Za-z0-9_]{8,200}$/, 'app.payment.publishable_key_format');
const SECRET_KEY = regex(/^(sk|rk)_[A-Za-z0-9_]{8,200}$/, 'app.payment.secret_key_format');
const WEBHOOK_SECRET = regex(/^whsec_[A-Za-z0-9_]{8,200}$/, 'app.payment.webhook_secret_format');

/** The record as the form holds it: the instructions of every language, and the secrets empty (write-only). */
function toFormValues(record: RaRecord): RaRecord {
  const instructions = (record.instructions ?? {}) as Record<string, string>;
  return {
    ...record,
    instructions: Object.fromEntries(LOCALES.map(({ code }) => [code, instructions[code] ?? ''])),
    publishable_key: record.publishable_key ?? '',
    secret_key: '',
    webhook_secret: '',
  };
}

/** A write-only secret: never prefilled; the saved one shows only as its hint ("…WXYZ"). */
const SecretInput = ({ source, hint, validate }: { source: string; hint: string; validate: ReturnType<typeof regex> }) => {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      type="password"
      validate={validate}
      placeholder={hint || undefined}
      helperText={hint ? translate('app.payment.secret_saved', { hint }) : translate('app.payment.secret_not_set')}
      slotProps={{ htmlInput: { autoComplete: 'new-password', spellCheck: false } }}
      fullWidth
    />
  );
};

/**
 * One payment method: enabled; instructions per language (bank transfer, cash on delivery); for
 * Stripe the publishable key and the write-only secret key and webhook signing secret.
 */
export const PaymentForm = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  if (!record) return null;
  const stripe = record.id === 'stripe';
  return (
    // Read again after each save (updated_at), so that typed secrets never stay in the form.
    <SimpleForm
      key={String(record.updated_at)}
      record={values}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
    >
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate(`app.payment.about.${record.id}`, { _: '' })}
      </Alert>
      <BooleanInput source="enabled" helperText={stripe ? 'app.payment.stripe_enable_help' : false} />
      {stripe ? (
        <>
          <TextInput
            source="publishable_key"
            validate={PUBLISHABLE_KEY}
            helperText="app.payment.publishable_key_help"
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            fullWidth
          />
          <SecretInput source="secret_key" hint={String(record.secret_key_hint ?? '')} validate={SECRET_KEY} />
          <SecretInput source="webhook_secret" hint={String(record.webhook_secret_hint ?? '')} validate={WEBHOOK_SECRET} />
        </>
      ) : (
        LOCALES.map(({ code, locale }) => (
          <TextInput
            key={code}
            source={`instructions.${code}`}
            label={translate('app.payment.instructions_in', { language: translate(`app.configuration.language_names.${code}`) })}
            multiline
            minRows={3}
            helperText={false}
            slotProps={{ htmlInput: { lang: locale, maxLength: 2000 } }}
            fullWidth
          />
        ))
      )}
    </SimpleForm>
  );
};

/** The API body: enabled and instructions; for Stripe the keys, a secret only when typed (empty keeps the saved one). */
export const paymentBody = (data: Record<string, unknown>) => {
  const body: Record<string, unknown> = { enabled: Boolean(data.enabled) };
  if (data.id === 'stripe') {
    const key = textOf(data.publishable_key).trim();
    if (key) body.publishable_key = key;
    for (const secret of ['secret_key', 'webhook_secret']) {
      const value = textOf(data[secret]).trim();
      if (value) body[secret] = value;
    }
  } else {
    const instructions = (data.instructions ?? {}) as Record<string, string | undefined>;
    body.instructions = Object.fromEntries(LOCALES.map(({ code }) => [code, (instructions[code] ?? '').trim()]));
  }
  return body;
};
