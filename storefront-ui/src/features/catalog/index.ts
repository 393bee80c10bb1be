// What other features may use of the catalogue feature.
export { answeredForOtherSession, fetchCategory } from './api/catalog';
export { ProductGrid } from './components/ProductGrid';
// The page pieces other content pages (the blog) share with the catalogue's.
export { Breadcrumb } from './components/Breadcrumb';
export { LoadFailure } from './components/LoadFailure';
export { Pagination } from './components/Pagination';
export { absoluteUrl, StructuredData } from './components/StructuredData';
