import {
  convertMinorUnits,
  DECIMAL_AMOUNT_PATTERN,
  decimalToMinorUnits,
  formatMinorUnits,
  formatMinorUnitsIn,
  minorUnitsToDecimal,
} from '../../packages/shop-kernel/src';

const HKD = { rate: 1, mark: 'HK$' };
const USD = { rate: 0.128, mark: 'US$' };
const CNY = { rate: 0.93, mark: '¥' };

describe(minorUnitsToDecimal.name, () => {
  it('shows minor units as the decimal text of a money input, with 2 decimals', () => {
    expect(minorUnitsToDecimal(12800)).toBe('128.00');
    expect(minorUnitsToDecimal(5)).toBe('0.05');
    expect(minorUnitsToDecimal(-500)).toBe('-5.00');
    expect(minorUnitsToDecimal(0)).toBe('0.00');
  });

  it('gives an empty text for no amount', () => {
    expect(minorUnitsToDecimal(null)).toBe('');
    expect(minorUnitsToDecimal(undefined)).toBe('');
    expect(minorUnitsToDecimal(Number.NaN)).toBe('');
  });
});

describe(decimalToMinorUnits.name, () => {
  it('reads a money input as minor units without floating point errors', () => {
    expect(decimalToMinorUnits('128')).toBe(12800);
    expect(decimalToMinorUnits('0.29')).toBe(29);
    expect(decimalToMinorUnits('1,280.5')).toBe(128050);
    expect(decimalToMinorUnits('19.99')).toBe(1999);
    expect(decimalToMinorUnits(' 7.1 ')).toBe(710);
  });

  it('refuses what is not an amount of up to 11 digits and 2 decimals, as the input pattern does', () => {
    for (const bad of ['', 'abc', '1.234', '-3', '1e3', '123456789012']) {
      expect(decimalToMinorUnits(bad)).toBeNull();
      expect(DECIMAL_AMOUNT_PATTERN.test(bad)).toBe(false);
    }
    expect(decimalToMinorUnits(null)).toBeNull();
  });
});

describe(formatMinorUnits.name, () => {
  it('shows minor units after the mark, a negative amount with its sign first', () => {
    expect(formatMinorUnits(12800, 'HK$')).toBe('HK$128.00');
    expect(formatMinorUnits(-500, 'HK$')).toBe('-HK$5.00');
    expect(formatMinorUnits(1280, 'USD ')).toBe('USD 12.80');
    expect(formatMinorUnits(99)).toBe('0.99');
  });

  it('gives an empty text for no amount', () => {
    expect(formatMinorUnits(null, 'HK$')).toBe('');
    expect(formatMinorUnits(undefined, 'HK$')).toBe('');
  });
});

describe(formatMinorUnitsIn.name, () => {
  it('shows minor units of the base currency with 2 decimals after the mark', () => {
    expect(formatMinorUnitsIn(50000, HKD)).toBe('HK$500.00');
    expect(formatMinorUnitsIn(1250, HKD)).toBe('HK$12.50');
  });

  it('multiplies by the rate of the chosen currency', () => {
    expect(formatMinorUnitsIn(50000, USD)).toBe('US$64.00');
    expect(formatMinorUnitsIn(9999, CNY)).toBe('¥92.99');
    expect(formatMinorUnitsIn(12800, USD)).toBe('US$16.38');
  });

  it('rounds half away from zero on the decimal value, not on its binary approximation', () => {
    expect(formatMinorUnitsIn(201, { rate: 0.5, mark: '' })).toBe('1.01');
    expect(formatMinorUnitsIn(12345, { rate: 0.5, mark: '' })).toBe('61.73');
    expect(convertMinorUnits(-201, 0.5)).toBe(-101);
    expect(convertMinorUnits(-1, 0.4)).toBe(0);
  });

  it('shows zero and negative amounts', () => {
    expect(formatMinorUnitsIn(0, USD)).toBe('US$0.00');
    expect(formatMinorUnitsIn(-1000, HKD)).toBe('-HK$10.00');
  });

  it('gives an empty text for no amount or a rate that is not a number', () => {
    expect(formatMinorUnitsIn(null, HKD)).toBe('');
    expect(formatMinorUnitsIn(Number.NaN, HKD)).toBe('');
    expect(formatMinorUnitsIn(100, { rate: Number.NaN, mark: 'HK$' })).toBe('');
  });
});
