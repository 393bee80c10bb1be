import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type Address = Schema<'AddressAnswer'>;

export type AddressInput = Omit<Address, 'id' | 'updated_at'>;

export const fetchAddresses = (signal?: AbortSignal) => api.get<Address[]>('/address', { signal, language: false });

/** Ticking a default here unticks it on the other rows (the server does it): reload the list afterwards. */
export const createAddress = (input: AddressInput) => api.post<Address>('/address', input, { language: false });

export const updateAddress = (id: number, input: AddressInput) => api.put<Address>(`/address/${id}`, input, { language: false });

export const deleteAddress = (id: number) => api.delete<{ id: number }>(`/address/${id}`, { language: false });
