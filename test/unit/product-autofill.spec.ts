import { loadUiModule } from '../helpers/ui-module';

type Autofill = typeof import('../../admin-ui/src/product/autofill.js', { with: { 'resolution-mode': 'import' } });

const { autofill, nameSlug, skuBase, stockSku, timeSuffix } = loadUiModule<Autofill>('admin-ui/src/product/autofill.ts');

const typing = { isCreate: true, isMainLanguage: true, suffix: '0427' };

describe('product sku/url auto-fill', () => {
  describe('timeSuffix', () => {
    it('is the last 4 digits of the clock, zero padded', () => {
      expect(timeSuffix(1_763_771_234_567)).toBe('4567');
      expect(timeSuffix(1_763_771_230_042)).toBe('0042');
      expect(timeSuffix()).toMatch(/^\d{4}$/);
    });
  });

  describe('nameSlug', () => {
    it('transliterates Chinese, lowercases and hyphenates', () => {
      expect(nameSlug('新鮮綠茶')).toBe('xin-xian-lu-cha');
      expect(nameSlug('Green Tea')).toBe('green-tea');
    });

    it('keeps the first 15 characters without a trailing hyphen', () => {
      expect(nameSlug('Stoneware Tea Cup Set')).toBe('stoneware-tea-c');
      expect(nameSlug('新鮮綠茶禮盒')).toBe('xin-xian-lu-cha');
      expect(nameSlug('Abcdefghijklmn Opq')).toBe('abcdefghijklmn');
      expect(nameSlug('Café  Crème!! & 2026')).toBe('cafe-creme-2026');
    });

    it('is empty when nothing can be written in ASCII letters or digits', () => {
      expect(nameSlug('!!!')).toBe('');
    });
  });

  it('joins the slug and the 4-digit suffix; stocks add -stock{n}', () => {
    expect(skuBase('新鮮綠茶禮盒', '0427')).toBe('xin-xian-lu-cha-0427');
    expect(skuBase('!!!', '0427')).toBe('0427');
    expect(stockSku('xin-xian-lu-cha-0427', 2)).toBe('xin-xian-lu-cha-0427-stock2');
  });

  describe('autofill', () => {
    it('fills an empty sku, url and every empty stock sku from a Chinese name', () => {
      const result = autofill({ ...typing, name: '青花茶具', sku: '', url: undefined, stockSkus: ['', null, 'MY-OWN'] });
      expect(result).toEqual({
        base: 'qing-hua-cha-ju-0427',
        sku: 'qing-hua-cha-ju-0427',
        url: 'qing-hua-cha-ju-0427',
        stockSkus: ['qing-hua-cha-ju-0427-stock1', 'qing-hua-cha-ju-0427-stock2', undefined],
      });
    });

    it('never overwrites what the admin typed', () => {
      const result = autofill({ ...typing, name: 'Green Tea', sku: 'GT-1', url: 'green', stockSkus: ['GT-1-S'] });
      expect(result.sku).toBeUndefined();
      expect(result.url).toBeUndefined();
      expect(result.stockSkus).toEqual([undefined]);
    });

    it('follows the name while the fields still hold what the previous keystroke filled', () => {
      const first = autofill({ ...typing, name: 'G', sku: '', url: '', stockSkus: [''] });
      expect(first.sku).toBe('g-0427');
      const next = autofill({ ...typing, name: 'Gr', sku: first.sku, url: 'custom-url', stockSkus: first.stockSkus, previousBase: first.base });
      expect(next).toEqual({ base: 'gr-0427', sku: 'gr-0427', url: undefined, stockSkus: ['gr-0427-stock1'] });
    });

    it('clears what it filled when the name is cleared', () => {
      const result = autofill({ ...typing, name: ' ', sku: 'gr-0427', url: 'mine', stockSkus: ['gr-0427-stock1', 'x'], previousBase: 'gr-0427' });
      expect(result).toEqual({ sku: '', url: undefined, stockSkus: ['', undefined] });
    });

    it('does nothing on the edit page or in another language than the main one', () => {
      for (const where of [
        { isCreate: false, isMainLanguage: true },
        { isCreate: true, isMainLanguage: false },
      ]) {
        const result = autofill({ ...typing, ...where, name: 'Green Tea', sku: '', url: '', stockSkus: [''] });
        expect(result).toEqual({ stockSkus: [undefined] });
      }
    });
  });
});
