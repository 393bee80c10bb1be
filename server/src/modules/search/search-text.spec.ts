import { postingKey, foldText, KEYWORD_PATTERN, searchQuery, searchTokens, searchVector } from './search-text';

describe('search text', () => {
  describe(foldText.name, () => {
    it('folds traditional characters to simplified and lowercases', () => {
      expect(foldText('蘋果手機 iPhone')).toBe('苹果手机 iphone');
      expect(foldText('手机')).toBe('手机');
    });
  });

  describe(searchTokens.name, () => {
    it('indexes Chinese as characters and neighbour pairs, in the simplified script', () => {
      expect(searchTokens('蘋果手機')).toEqual(['苹', '果', '手', '机', '苹果', '果手', '手机']);
    });

    it('indexes other words whole and split at hyphens and underscores', () => {
      expect(searchTokens('TEA-cup_01 Green')).toEqual(['tea-cup_01', 'tea', 'cup', '01', 'green']);
    });

    it('indexes Chinese written straight after Latin letters as Chinese', () => {
      expect(searchTokens('iPhone手機')).toEqual(['iphone', '手', '机', '手机']);
    });
  });

  describe(searchVector.name, () => {
    it('puts each lexeme at its own position with the weight, so ranking sees the weight', () => {
      expect(searchVector(['lamp', "o'k", 'a\\b'], 'A')).toBe("'lamp':1A 'o''k':2A 'a\\\\b':3A");
      expect(searchVector([], 'C')).toBe('');
    });
  });

  describe(searchQuery.name, () => {
    it('asks for every pair of a Chinese keyword', () => {
      expect(searchQuery('手機殼')).toBe("'手机' & '机壳'");
    });

    it('asks for a single character as it is', () => {
      expect(searchQuery('茶')).toBe("'茶'");
    });

    it('asks for other words as prefixes', () => {
      expect(searchQuery('Tea-Cu')).toBe("'tea':* & 'cu':*");
    });

    it('splits a keyword where Chinese follows Latin letters', () => {
      expect(searchQuery('iPhone手機')).toBe("'iphone':* & '手机'");
    });

    it('escapes quotes and gives nothing for an empty keyword', () => {
      expect(searchQuery("o'k")).toBe("'o':* & 'k':*");
      expect(searchQuery('')).toBeUndefined();
    });
  });

  describe(postingKey.name, () => {
    it('answers the lexeme of a one- or two-character Chinese query', () => {
      expect(postingKey(searchQuery('茶')!)).toBe('茶');
      expect(postingKey(searchQuery('手機')!)).toBe('手机');
    });
    it('answers word:* for one word as a prefix, up to 20 characters', () => {
      expect(postingKey(searchQuery('Tea')!)).toBe('tea:*');
      expect(postingKey(searchQuery('tea-')!)).toBe('tea:*');
      expect(postingKey(searchQuery('Café')!)).toBe('café:*');
      expect(postingKey(searchQuery('é'.repeat(20))!)).toBe(`${'é'.repeat(20)}:*`);
      expect(postingKey(searchQuery('a'.repeat(21))!)).toBeUndefined();
    });
    it('answers nothing for several lexemes', () => {
      expect(postingKey(searchQuery('手機殼')!)).toBeUndefined();
      expect(postingKey(searchQuery('茶tea')!)).toBeUndefined();
      expect(postingKey(searchQuery('iphone-15')!)).toBeUndefined();
    });
  });

  describe('KEYWORD_PATTERN', () => {
    it.each(['手機', 'iphone-15', 'tea_cup', 'Café', '茶2'])('accepts %s', (k) => expect(KEYWORD_PATTERN.test(k)).toBe(true));
    it.each(['tea cup', "o'k", 'a;b', '<script>', '%'])('refuses %s', (k) => expect(KEYWORD_PATTERN.test(k)).toBe(false));
  });
});
