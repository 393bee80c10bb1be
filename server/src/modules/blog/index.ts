/** What the blog module offers the rest of the server (the storefront's page heads); its other files are its own. */
export { BLOG_PATH, BlogPageHeadService } from './blog-page-head';
