import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createAddress, deleteAddress, fetchAddresses, updateAddress, type Address, type AddressInput } from './addresses';
import { fetchCountries, type Country } from './countries';

/**
 * The shopper's server data lives under this key: the session drops it all when someone logs in or
 * out (SessionProvider), so one shopper never sees another's.
 */
export const ACCOUNT_KEY = ['account'] as const;
const ADDRESSES_KEY = [...ACCOUNT_KEY, 'addresses'] as const;

/** The address book (null until it arrives); `enabled` false asks nothing (a guest has no book). */
export function useAddresses(enabled = true) {
  return useQuery<Address[]>({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => fetchAddresses(signal), enabled });
}

/** The countries an address may be in: the same for everyone, kept for the visit. */
export function useCountries() {
  return useQuery<Country[]>({ queryKey: ['countries'], queryFn: fetchCountries, staleTime: Infinity });
}

/** Adds (no id) or changes an address; the book is asked for again before the promise settles. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: AddressInput; id?: number }) => (id === undefined ? createAddress(input) : updateAddress(id, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

/** Deletes an address; the book is asked for again before the promise settles. */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
