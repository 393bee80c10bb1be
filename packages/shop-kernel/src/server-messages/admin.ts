import sharedChinese from './chinese/all.json';
import adminChinese from './chinese/admin.json';
import adminEnglish from './english/admin.generated.json';
import sharedEnglish from './english/all.generated.json';
import fieldNames from './field-names.json';
import { messageBook, type InChinese, type MessageBook } from './translate';

// A code the server sends staff without its Chinese wording fails the type check here.
const shared: Record<keyof typeof sharedEnglish, InChinese> = sharedChinese;
const own: Record<keyof typeof adminEnglish, InChinese> = adminChinese;

/** The back office's book: every code staff can meet (audiences 'all' and 'admin'). */
export const adminMessages: MessageBook = messageBook(
  [
    { english: sharedEnglish, chinese: shared },
    { english: adminEnglish, chinese: own },
  ],
  fieldNames,
);
