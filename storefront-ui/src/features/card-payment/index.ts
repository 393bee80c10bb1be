// What other features (and the app) may use of the card payment feature: the /stripe page. A feature of
// its own so that Stripe's libraries load with that page only, not with the checkout.
export { StripePaymentPage } from './components/StripePaymentPage';
