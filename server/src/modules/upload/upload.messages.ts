import { defineMessages } from '../../common/messages';

/** Images sent with the back office's forms (brand, menu, product, site settings). */
export const uploadMessages = defineMessages('upload', 'admin', {
  image_too_large: '{field} must be an image of at most 2 MB',
  not_an_image: '{field} must be a PNG, JPEG, GIF, WebP or ICO image',
});
