import sharedChinese from './chinese/all.json';
import shopChinese from './chinese/shop.json';
import sharedEnglish from './english/all.generated.json';
import shopEnglish from './english/shop.generated.json';
import fieldNames from './field-names.json';
import shopperFieldNames from './shopper-field-names.json';
import { messageBook, type InChinese, type MessageBook } from './translate';

// A code the server sends shoppers without its Chinese wording fails the type check here.
const shared: Record<keyof typeof sharedEnglish, InChinese> = sharedChinese;
const own: Record<keyof typeof shopEnglish, InChinese> = shopChinese;

/**
 * The storefront's book: every code a shopper can meet (audiences 'all' and 'shop'). A shopper's forms
 * name a person's `name` and the product option picked (`stock_id`) where staff screens name a thing's
 * name and a stock unit: those fields take the shopper's words.
 */
export const shopMessages: MessageBook = messageBook(
  [
    { english: sharedEnglish, chinese: shared },
    { english: shopEnglish, chinese: own },
  ],
  { ...fieldNames, ...shopperFieldNames },
);
