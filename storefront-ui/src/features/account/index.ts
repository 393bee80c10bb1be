// What other features may use of the account feature.
export { fetchProfile, updateProfile, type Profile } from './api/profile';
export { ACCOUNT_KEY } from './api/use-addresses';
export { useAddresses, useCountries, useSaveAddress } from './api/use-addresses';
export type { Address, AddressInput } from './api/addresses';
export { usePointsSummary, POINTS_KEY } from './api/use-points';
export type { PointsSummary } from './api/points';
export type { Country } from './api/countries';
export { AddressFields, EMPTY_ADDRESS_TEXT, type AddressText } from './components/AddressFields';
