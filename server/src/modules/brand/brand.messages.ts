import { defineMessages } from '../../common/messages';

/** What the back office's brand screens answer. */
export const brandMessages = defineMessages('brand', 'admin', {
  url_characters: 'url may hold only letters, digits and hyphens',
  url_taken: 'url is already used by another brand',
});
