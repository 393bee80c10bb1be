import { formatMinorUnitsIn, type DisplayCurrency, type MinorUnits } from '@shop/kernel';

/*
 * The checkout form's amount-based pair (formatMoney(toAmount(minor), currency)), kept only until the
 * form's rewrite shows minor units directly (useCurrency().money, or formatMinorUnitsIn from
 * @shop/kernel); nothing else uses them. Delete this file with that change.
 */

/** Minor units as an amount of the currency (12800 -> 128). */
export const toAmount = (minor: MinorUnits): number => minor / 100;

/** An amount of the base currency (128) shown in `currency`: the same text as formatMinorUnitsIn of its minor units. */
export const formatMoney = (amount: number, currency: DisplayCurrency): string => formatMinorUnitsIn(Math.round(amount * 100), currency);
