import { loadUiModule } from '../helpers/ui-module';
import type { formatMoney as FormatMoney } from '../../storefront-ui/src/lib/money.js' with { 'resolution-mode': 'import' };

const { formatMoney } = loadUiModule<{ formatMoney: typeof FormatMoney }>('storefront-ui/src/lib/money.ts');

const HKD = { identifier: 'HKD', rate: 1, mark: 'HK$' };
const USD = { identifier: 'USD', rate: 0.128, mark: 'US$' };
const CNY = { identifier: 'CNY', rate: 0.93, mark: '¥' };

describe('formatMoney', () => {
  it('shows a base-currency amount with 2 decimals after the mark', () => {
    expect(formatMoney(500, HKD)).toBe('HK$500.00');
    expect(formatMoney(12.5, HKD)).toBe('HK$12.50');
  });

  it('multiplies by the rate of the chosen currency', () => {
    expect(formatMoney(500, USD)).toBe('US$64.00');
    expect(formatMoney(99.99, CNY)).toBe('¥92.99');
  });

  it('strips commas from string input', () => {
    expect(formatMoney('1,234.50', HKD)).toBe('HK$1234.50');
    expect(formatMoney('1,000', USD)).toBe('US$128.00');
  });

  it('rounds half up on the decimal value', () => {
    expect(formatMoney(1.005, HKD)).toBe('HK$1.01');
    expect(formatMoney(0.125, HKD)).toBe('HK$0.13');
  });

  it('shows zero and negative amounts', () => {
    expect(formatMoney(0, USD)).toBe('US$0.00');
    expect(formatMoney(-10, HKD)).toBe('HK$-10.00');
  });

  it('gives an empty string for input that is not a number', () => {
    expect(formatMoney('abc', HKD)).toBe('');
    expect(formatMoney('', HKD)).toBe('');
    expect(formatMoney(null, HKD)).toBe('');
    expect(formatMoney(Number.NaN, HKD)).toBe('');
  });
});
