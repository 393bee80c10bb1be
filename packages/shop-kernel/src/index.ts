// What the storefront and the back office share. The message books of each UI are their own entry points
// (@shop/kernel/shop-messages, @shop/kernel/admin-messages), so each bundle holds only the codes its readers meet.
export type { Schema } from './api/types';
export { convertMinorUnits, DECIMAL_AMOUNT_PATTERN, decimalToMinorUnits, formatMinorUnits, formatMinorUnitsIn, minorUnitsToDecimal } from './money';
export type { DisplayCurrency, MinorUnits } from './money';
export { serverMessagesOf, type ServerMessage, type ShownMessage } from './server-messages/parse';
export { translateServerMessage, type InChinese, type Locale, type MessageBook, type Wordings } from './server-messages/translate';
