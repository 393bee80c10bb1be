// What other features and the app may use of the currency feature.
export { CurrencyProvider, useBaseCurrency, useCurrency, type Currency } from './components/CurrencyProvider';
export { CurrencyPicker } from './components/CurrencyPicker';
