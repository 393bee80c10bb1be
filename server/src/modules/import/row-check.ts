import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import { validationMessages } from '../../common/common.messages';
import type { Message } from '../../common/messages';
import { failureMessages } from '../../common/validation.pipe';

/**
 * A row checked as the admin form's DTO checks a request (the same rules and messages, unknown fields
 * stripped as the global pipe does): the DTO, or the messages of what fails.
 */
export async function checkAs<T extends object>(dto: ClassConstructor<T>, plain: Record<string, unknown>): Promise<{ value: T } | { messages: Message[] }> {
  const value = plainToInstance(dto, plain);
  const errors = await validate(value, { whitelist: true, forbidUnknownValues: false, validationError: { target: false, value: false } });
  if (errors.length === 0) return { value };
  const messages = failureMessages(errors);
  return { messages: messages.length ? messages : [validationMessages.failed] };
}

/** Reasons as the error file's reason column writes them: the messages' wordings, one after another. */
export const reasonOf = (messages: readonly Message[]) => messages.map((m) => m.text).join('; ');

/** A cell read as a flag: 1/0, true/false, yes/no (any case); anything else is left as text for the DTO to refuse. */
export function flagOf(text: string): boolean | string | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return undefined;
  if (['1', 'true', 'yes', 'y'].includes(value)) return true;
  if (['0', 'false', 'no', 'n'].includes(value)) return false;
  return text;
}

/** A cell read as a whole number when it is one; otherwise left as text for the DTO to refuse. */
export function integerOf(text: string): number | string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return /^-?\d{1,16}$/.test(value) ? Number(value) : value;
}

/** A list cell: items separated by commas (or new lines), trimmed, empty ones dropped. */
export const listOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
