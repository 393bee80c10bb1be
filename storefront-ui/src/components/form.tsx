import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../lib/hydration';
import { useServerMessage, useT } from '../i18n';
import type { ShownMessage } from '@shop/kernel';

interface FieldShell {
  label: string;
  /** Server messages for this field (422 `errors`). */
  errors?: ShownMessage[];
  hint?: string;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  const t = useT();
  return (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="required" aria-hidden="true" title={t('form.required')}>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Described({ id, hint, errors }: { id: string; hint?: string; errors?: ShownMessage[] }) {
  const shown = useServerMessage();
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {errors.map(shown).join(' ')}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, hint?: string, errors?: ShownMessage[]): string | undefined {
  return [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, errors, hint, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const live = useHydrated();
  const id = input.id ?? generated;
  return (
    <div className="field">
      <Label id={id} label={label} required={input.required} />
      <input
        {...input}
        disabled={input.disabled || !live}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
      />
      <Described id={id} hint={hint} errors={errors} />
    </div>
  );
}

export function TextAreaField({ label, errors, hint, ...input }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const live = useHydrated();
  const id = input.id ?? generated;
  return (
    <div className="field">
      <Label id={id} label={label} required={input.required} />
      <textarea
        {...input}
        disabled={input.disabled || !live}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
      />
      <Described id={id} hint={hint} errors={errors} />
    </div>
  );
}

export function SelectField({ label, errors, hint, children, ...select }: FieldShell & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const generated = useId();
  const live = useHydrated();
  const id = select.id ?? generated;
  return (
    <div className="field">
      <Label id={id} label={label} required={select.required} />
      <select
        {...select}
        disabled={select.disabled || !live}
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
      >
        {children}
      </select>
      <Described id={id} hint={hint} errors={errors} />
    </div>
  );
}

export function CheckboxField({ label, errors, ...input }: Omit<FieldShell, 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const live = useHydrated();
  const id = input.id ?? generated;
  const shown = useServerMessage();
  return (
    <div className="field field-checkbox">
      <input {...input} disabled={input.disabled || !live} type="checkbox" id={id} aria-describedby={errors?.length ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      {errors && errors.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {errors.map(shown).join(' ')}
        </p>
      )}
    </div>
  );
}

/** Messages from the server (or a success message), announced to screen readers. */
export function FormMessages({ messages: given, tone = 'error', title }: { messages: ShownMessage[]; tone?: 'error' | 'success'; title?: string }) {
  const shown = useServerMessage();
  if (given.length === 0 && !title) return null;
  const messages = given.map(shown);
  return (
    <div className={`form-messages form-messages-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className="form-messages-title">{title}</p>}
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel, disabled }: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  const live = useHydrated();
  return (
    <button type="submit" className="button button-primary" disabled={busy || disabled || !live} aria-busy={busy || undefined}>
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
