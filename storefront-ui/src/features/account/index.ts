// What other features and the app may use of the account feature.
export { fetchProfile, updateProfile, type Profile } from './api/profile';
export { ACCOUNT_KEY } from './api/use-addresses';
export { useAddresses, useCountries, useSaveAddress } from './api/use-addresses';
export type { Address, AddressInput } from './api/addresses';
export { usePointsSummary, POINTS_KEY } from './api/use-points';
export type { PointsSummary } from './api/points';
export type { Country } from './api/countries';
export { AddressFields, EMPTY_ADDRESS_TEXT, type AddressText } from './components/AddressFields';
// The account pages.
export { AccountOrder } from './components/AccountOrder';
export { AddressBook } from './components/AddressBook';
export { OrderHistory } from './components/OrderHistory';
export { ProfileForm } from './components/ProfileForm';
export { RewardPoints } from './components/RewardPoints';
