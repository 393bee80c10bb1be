import { defineMessages } from '../../common/messages';

/** What the back office's blog screens answer. */
export const blogMessages = defineMessages('blog', 'admin', {
  url_characters: 'url may hold only letters, digits and hyphens',
  category_url_taken: 'url is already used by another blog category',
  article_url_taken: 'url is already used by another article',
  order: 'order must be a whole number from 0 to 1000000',
  publish_at: 'publish_at must be a date and time (ISO 8601)',
  tags: 'tags must be a list of at most {max} texts of at most {length} characters',
  category_ids: 'category_ids must be a list of blog category ids',
  category_ids_at_most: 'category_ids must hold at most {max} ids',
  unknown_category: 'category_ids holds an unknown blog category',
});

/** What the storefront's blog answers. */
export const blogShopMessages = defineMessages('blog', 'shop', {
  article_not_found: 'Article cannot be found',
  category_not_found: 'Blog category cannot be found',
  page: 'page must be a whole number from 1 to 10000',
  per_page: 'per_page must be a whole number from 1 to 60',
});
