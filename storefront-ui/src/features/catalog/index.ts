// What other features and the app may use of the catalogue feature.
export { fetchCategory } from './api/catalog';
export { ProductGrid } from './components/ProductGrid';
// The page pieces other content pages (the blog) share with the catalogue's.
export { Breadcrumb } from './components/Breadcrumb';
export { LoadFailure } from './components/LoadFailure';
export { Pagination } from './components/Pagination';
export { absoluteUrl, StructuredData } from './components/StructuredData';
// The catalogue's pages, the queries that read their data before they render, and the header's search box.
export { CategoryPage, categoryQuery } from './components/CategoryPage';
export { parseListingParams } from './listing-query';
export { ProductPage, productQuery } from './components/ProductPage';
export { SearchBox } from './components/SearchBox';
export { SearchPage, SearchPrompt, searchQuery } from './components/SearchPage';
