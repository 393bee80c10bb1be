/** What the content module (static pages, blocks) offers the rest of the server; its other files are its own. */
export { PageService, type PageHeadTexts } from './page.service';
export { BlockService } from './block.service';
export { StorefrontBlock, StorefrontPage } from './content.responses';
export { contentShopMessages } from './content.messages';
