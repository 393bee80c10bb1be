import { api } from '../../../lib/api-client';
import { serverMessagesOf, type Schema, type ServerMessage } from '@shop/kernel';
import type { Profile } from '../../account';

/** What login, register, refresh and the Facebook calls answer. */
export type IssuedToken = Schema<'IssuedToken'>;

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordResetInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** An answer that is a message to show (`messages` with their `codes`). */
interface MessagesAnswer {
  messages: string[];
  codes?: string[];
}

const messagesAnswer = async (answer: Promise<MessagesAnswer>): Promise<{ messages: ServerMessage[] }> => ({ messages: serverMessagesOf(await answer) });

export const login = (email: string, password: string) => api.post<IssuedToken>('/login', { email, password }, { language: false, reportUnauthorized: false });

/** The interface language goes along (the API client adds it) and becomes the profile language. */
export const register = (input: RegisterInput) => api.post<IssuedToken & { user: Profile }>('/register', input, { reportUnauthorized: false });

export const logout = () => api.post<MessagesAnswer>('/logout', {}, { language: false, reportUnauthorized: false });

export const refreshToken = () => api.post<IssuedToken>('/refresh', {}, { language: false });

export const requestPasswordReset = (email: string) =>
  messagesAnswer(api.post<MessagesAnswer>('/password/email', { email }, { language: false, reportUnauthorized: false }));

export const resetPassword = (input: PasswordResetInput) =>
  messagesAnswer(api.post<MessagesAnswer>('/password/reset', input, { language: false, reportUnauthorized: false }));

export interface FacebookConfig {
  facebook_enabled: '0' | '1';
  fb_client_id: string;
}

export const fetchFacebookConfig = (signal?: AbortSignal) =>
  api.post<FacebookConfig>('/configs', { columns: ['facebook_enabled', 'fb_client_id'] }, { signal, language: false });

export const facebookLogin = (mode: 'login' | 'register', accessToken: string) =>
  api.post<IssuedToken>(`/facebook/${mode}`, { access_token: accessToken }, { language: false, reportUnauthorized: false });
