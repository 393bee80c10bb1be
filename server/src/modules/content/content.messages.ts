import { defineMessages } from '../../common/messages';

/** What the back office's page and block screens answer. */
export const contentMessages = defineMessages('content', 'admin', {
  url_characters: 'url may hold only letters, digits and hyphens',
  url_taken: 'url is already used by another page',
  identifier_characters: 'identifier may hold only letters, digits, hyphens and underscores',
  identifier_taken: 'identifier is already used by another block',
});

/** What the storefront's page and block calls answer. */
export const contentShopMessages = defineMessages('content', 'shop', {
  page_not_found: 'Page cannot be found',
  block_not_found: 'Block cannot be found',
});
