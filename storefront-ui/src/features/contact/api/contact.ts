import { serverMessagesOf, type Schema, type ServerMessage } from '@shop/kernel';
import { api } from '../../../lib/api-client';

/** What the contact page sends; the API client adds the interface language. */
export type ContactInput = Required<Omit<Schema<'ContactDto'>, 'language'>>;

/** POST /api/contact: the server's answer ("Message has been sent successfully.") with its code. */
export const sendContactMessage = async (input: ContactInput): Promise<{ messages: ServerMessage[] }> => ({
  messages: serverMessagesOf(await api.post<Schema<'MessageAnswer'>>('/contact', input)),
});
