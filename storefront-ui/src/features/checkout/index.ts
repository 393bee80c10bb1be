// What other features (and the app) may use of the checkout feature.
export { CheckoutPage, StripePlaceholder } from './components/CheckoutPage';
