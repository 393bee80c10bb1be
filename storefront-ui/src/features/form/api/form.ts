import { serverMessagesOf, type Schema, type ServerMessage } from '@shop/kernel';
import { api } from '../../../lib/api-client';
import { currentLanguageCode } from '../../../lib/language';

/** A form's public page: its title, description and fields in the shopper's language. */
export type PublicForm = Schema<'PublicForm'>;
export type PublicFormField = Schema<'PublicFormField'>;

/** What a shopper has entered: text per field, the options ticked of a checkbox field, the file chosen of a file field. */
export type FormValues = Record<string, string | string[] | File | null>;

/**
 * GET /api/form/{url} (the API client adds the language and the shopper's token): 404 when the form is
 * missing or disabled, 401 when it is for members and nobody is logged in, 409 when it limits
 * submissions and this shopper has sent it.
 */
export const fetchForm = (url: string, signal?: AbortSignal) => api.get<PublicForm>(`/form/${encodeURIComponent(url)}`, { signal });

/**
 * POST /api/form/{url} as multipart fields (spec §3: "Form and funnel answers are sent as multipart
 * fields"), named by the fields' keys: a checkbox field's options repeat its key, a file goes under its
 * field's key. The server's thank-you and the form's own success message ('' when it has none).
 */
export async function sendForm(url: string, values: FormValues, website: string): Promise<{ messages: ServerMessage[]; success: string }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null) continue;
    if (value instanceof File) body.append(key, value, value.name);
    else if (Array.isArray(value)) for (const option of value) body.append(key, option);
    else body.append(key, value);
  }
  body.append('language', currentLanguageCode());
  body.append('website', website);
  const answer = await api.post<Schema<'FormSent'>>(`/form/${encodeURIComponent(url)}`, body);
  return { messages: serverMessagesOf(answer), success: answer.success_message };
}
