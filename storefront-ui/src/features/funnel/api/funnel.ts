import { serverMessagesOf, type Schema, type ServerMessage } from '@shop/kernel';
import { api } from '../../../lib/api-client';
import { currentLanguageCode } from '../../../lib/language';

/** A funnel's public page: its title and description (plain text). */
export type PublicFunnel = Schema<'PublicFunnel'>;

/** What the funnel form sends; the language is added here (the API client adds it to JSON bodies only). */
export type FunnelInput = Required<Omit<Schema<'FunnelAnswerDto'>, 'language'>>;

/** GET /api/funnel/{url}: 404 when the funnel is missing or disabled. */
export const fetchFunnel = (url: string, signal?: AbortSignal) => api.get<PublicFunnel>(`/funnel/${encodeURIComponent(url)}`, { signal });

/**
 * POST /api/funnel/{url} as multipart fields (spec §4: "Form and funnel answers are sent as multipart
 * fields"): the server's answer ("Thank you: we will be in touch soon.") with its code.
 */
export async function sendFunnelAnswer(url: string, input: FunnelInput): Promise<{ messages: ServerMessage[] }> {
  const body = new FormData();
  for (const [field, value] of Object.entries(input)) body.append(field, value);
  body.append('language', currentLanguageCode());
  return { messages: serverMessagesOf(await api.post<Schema<'MessageAnswer'>>(`/funnel/${encodeURIComponent(url)}`, body)) };
}
