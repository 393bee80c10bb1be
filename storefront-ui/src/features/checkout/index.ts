// What other features (and the app) may use of the checkout feature.
export { CheckoutPage } from './components/CheckoutPage';
