// What other features may use of the content feature (static pages, blocks).
export { fetchBlock, fetchStaticPage, type ContentBlock, type StaticPage } from './api/content';
export { RichContent } from './components/RichContent';
export { StaticPageView } from './components/StaticPageView';
