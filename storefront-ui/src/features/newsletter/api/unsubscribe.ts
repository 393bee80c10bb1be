import { serverMessagesOf, type Schema, type ServerMessage } from '@shop/kernel';
import { api } from '../../../lib/api-client';

/** The address of a signed unsubscribe link and whether it is unsubscribed already. */
export type UnsubscribeStatus = Schema<'UnsubscribeStatus'>;

const linkQuery = (email: string, signature: string) => `?${new URLSearchParams({ email, signature }).toString()}`;

/** GET /api/unsubscribe: 403 with the server's message for a link the shop did not sign. */
export const fetchUnsubscribeStatus = (email: string, signature: string, signal?: AbortSignal) =>
  api.get<UnsubscribeStatus>(`/unsubscribe${linkQuery(email, signature)}`, { signal });

/** POST /api/unsubscribe: the server's answer ("… is unsubscribed: …") with its code. */
export const unsubscribe = async (email: string, signature: string): Promise<ServerMessage[]> =>
  serverMessagesOf(await api.post<Schema<'MessageAnswer'>>(`/unsubscribe${linkQuery(email, signature)}`));
