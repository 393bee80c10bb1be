// What other features may use of the catalogue feature.
export { answeredForOtherSession, fetchCategory } from './api/catalog';
export { ProductGrid } from './components/ProductGrid';
