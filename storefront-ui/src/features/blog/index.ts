// What other parts of the storefront may use of the blog feature.
export { ArticlePage } from './components/ArticlePage';
export { BlogCategoryPage } from './components/BlogCategoryPage';
