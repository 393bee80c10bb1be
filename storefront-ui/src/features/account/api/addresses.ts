import { api } from '../../../lib/api-client';

export interface Address {
  id: number;
  first_name: string;
  last_name: string;
  /** ISO country code from GET /api/countries. */
  country: string;
  contact_number: string;
  address: string;
  default_billing: boolean;
  default_shipping: boolean;
}

export type AddressInput = Omit<Address, 'id'>;

export const fetchAddresses = (signal?: AbortSignal) => api.get<Address[]>('/address', { signal, language: false });

/** Ticking a default here unticks it on the other rows (the server does it): reload the list afterwards. */
export const createAddress = (input: AddressInput) => api.post<Address>('/address', input, { language: false });

export const updateAddress = (id: number, input: AddressInput) => api.put<Address>(`/address/${id}`, input, { language: false });

export const deleteAddress = (id: number) => api.delete<{ id: number }>(`/address/${id}`, { language: false });
