/** Mails write amounts as every shopper text does (settings' baseMoney). */
export { baseMoney as mailMoney } from '../settings';
