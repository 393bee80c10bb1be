import { serverMessagesOf, type Schema, type ServerMessage } from '@shop/kernel';
import { api } from '../../../lib/api-client';

/** Whether there is an ebook to send, and the words of its button ('' when none). */
export type EbookOffer = Schema<'EbookOffer'>;

/** What the ebook form sends; the API client adds the interface language. */
export type EbookInput = Required<Omit<Schema<'EbookRequestDto'>, 'language'>>;

/** GET /api/ebook. */
export const fetchEbookOffer = (signal?: AbortSignal) => api.get<EbookOffer>('/ebook', { signal });

/** POST /api/ebook: the server's answer ("The ebook is on its way: please check your email.") with its code. */
export const requestEbook = async (input: EbookInput): Promise<{ messages: ServerMessage[] }> => ({
  messages: serverMessagesOf(await api.post<Schema<'MessageAnswer'>>('/ebook', input)),
});
