// What other features may use of the currency feature.
export { useCurrency } from './components/CurrencyProvider';
