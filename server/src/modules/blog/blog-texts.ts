import { validationMessages } from '../../common/common.messages';
import { ValidationError } from '../../common/errors';

/** Texts of one language after an update: what was sent, else what the language had; a language's first text needs its own title. */
export function mergedTexts<T extends { title: string }>(sent: Partial<T>, current: Partial<T> | null, empty: Omit<T, 'title'>): T {
  const title = sent.title ?? current?.title;
  if (title === undefined) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
  const merged = { ...empty, ...(current ?? {}), title } as T;
  for (const [key, value] of Object.entries(sent)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return merged;
}
