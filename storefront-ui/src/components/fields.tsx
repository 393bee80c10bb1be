import type { ChangeEvent, ComponentProps } from 'react';
import { useT } from '../i18n';
import type { FieldErrors } from '../lib/api-client';
import { TextField } from './form';

/**
 * The fields that several forms share, each with its label, name, type and autocomplete token. What differs
 * from form to form (required, maxLength, the value and its handler, the server's messages) comes from the form.
 */
type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'name'>;

export function EmailField(props: FieldProps) {
  const t = useT();
  return <TextField label={t('field.email')} type="email" name="email" autoComplete="email" {...props} />;
}

/** A person's whole name in one field (contact, ebook). */
export function NameField(props: FieldProps) {
  const t = useT();
  return <TextField label={t('field.name')} name="name" autoComplete="name" {...props} />;
}

export function PhoneField(props: FieldProps) {
  const t = useT();
  return <TextField label={t('field.phone')} type="tel" name="phone" autoComplete="tel" {...props} />;
}

/** What a group of fields reads from its form: the values, the change handler of one field, the server's messages by field. */
export interface FieldSource<K extends string> {
  values: Record<K, string>;
  set: (field: K) => (event: ChangeEvent<HTMLInputElement>) => void;
  errors: FieldErrors;
}

/** First and last name side by side (100 characters each); the first is required, the last unless `lastNameOptional`. */
export function PersonNameFields({ values, set, errors, lastNameOptional = false }: FieldSource<'first_name' | 'last_name'> & { lastNameOptional?: boolean }) {
  const t = useT();
  return (
    <div className="field-row">
      <TextField
        label={t('field.firstName')}
        name="first_name"
        autoComplete="given-name"
        required
        maxLength={100}
        value={values.first_name}
        onChange={set('first_name')}
        errors={errors.first_name}
      />
      <TextField
        label={t('field.lastName')}
        name="last_name"
        autoComplete="family-name"
        required={!lastNameOptional}
        maxLength={100}
        value={values.last_name}
        onChange={set('last_name')}
        errors={errors.last_name}
      />
    </div>
  );
}

/**
 * A new password and its confirmation (autocomplete new-password). `change` labels them "New password" (the
 * account has one already); `required` marks both.
 */
export function PasswordFields({
  values,
  set,
  errors,
  change = false,
  required,
}: FieldSource<'password' | 'password_confirmation'> & { change?: boolean; required?: boolean }) {
  const t = useT();
  return (
    <>
      <TextField
        label={t(change ? 'field.newPassword' : 'field.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required={required}
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <TextField
        label={t(change ? 'field.newPasswordConfirmation' : 'field.passwordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required={required}
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        errors={errors.password_confirmation}
      />
    </>
  );
}
