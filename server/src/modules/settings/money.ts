import type { SettingValues } from './settings.definitions';

/** An amount in minor units of the base currency as shoppers read it in texts and mails: "HK$1,234.50". */
export function baseMoney(values: SettingValues, amount: number): string {
  const mark = values.supported_currencies.find((c) => c.identifier === values.base_currency)?.mark ?? `${values.base_currency} `;
  return `${mark}${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
