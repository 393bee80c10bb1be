import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';

export type Gender = 'female' | 'male';

/** The shopper's profile; `language` is always one of the interface languages (the server checks it). */
export type Profile = Omit<Schema<'CustomerProfile'>, 'language'> & { language: LanguageCode };

export interface ProfileInput {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  gender?: Gender | null;
  language?: LanguageCode;
  password?: string;
  password_confirmation?: string;
  /** Needed to change the email or the password. */
  current_password?: string;
}

export const fetchProfile = (signal?: AbortSignal) => api.get<Profile & { expired_at: string }>('/profile', { signal, language: false });

/** Without `language` in the input, the API client sends the interface language, which the profile keeps. */
export const updateProfile = (input: ProfileInput) => api.put<Profile>('/profile', input);
