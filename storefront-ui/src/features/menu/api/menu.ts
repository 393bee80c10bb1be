import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type MenuItem = Schema<'MenuNode'>;

/** The enabled menu tree in the current language (the API client adds ?language=). */
export const fetchMenu = (signal?: AbortSignal) => api.get<MenuItem[]>('/menu', { signal });
