import { defineMessages } from '../../common/messages';

/** What the back office's menu editor answers. */
export const menuMessages = defineMessages('menu', 'admin', {
  parent_id: 'parent_id must be a menu item id',
  no_parent: 'The parent menu item does not exist',
  under_itself: 'A menu item cannot be placed under itself',
  products_list: 'products must be a list of product ids',
  products_at_most: 'products must hold at most {max} ids',
  unknown_product: 'products holds an unknown product id',
  link_url: 'A link url must be an http(s) address or start with /',
  url_characters: 'url may hold only letters, digits and hyphens',
  url_taken: 'url is already used by another menu item',
});

/** What the storefront's menu answers (a page looked up by its url). */
export const menuShopMessages = defineMessages('menu', 'shop', {
  page_not_found: 'Page cannot be found',
});
