import { defineMessages } from '../../common/messages';

/** Files sent with the back office's forms: images (brand, menu, product, site settings) and documents (lead status ebooks). */
export const uploadMessages = defineMessages('upload', 'admin', {
  image_too_large: '{field} must be an image of at most 2 MB',
  not_an_image: '{field} must be a PNG, JPEG, GIF, WebP or ICO image',
  document_too_large: '{field} must be a PDF or EPUB file of at most 20 MB',
  not_a_document: '{field} must be a PDF or EPUB file',
});
