import { ValidationError } from './errors';
import { messageBody } from './messages';
import { cleanRequestText } from './request-text';

/** The 422 cleanRequestText refuses a value with, as the client would see it. */
function refusal(value: unknown, path: string[] = []): ReturnType<typeof messageBody> {
  try {
    cleanRequestText(value, path);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return messageBody((error as ValidationError).messages, (error as ValidationError).fieldMessages);
  }
  throw new Error('expected the value to be refused');
}

describe(cleanRequestText.name, () => {
  it('refuses a NUL character with the field named, however deep', () => {
    expect(refusal({ name: 'a\u0000b' })).toEqual({
      messages: ['name must not contain a NUL character'],
      codes: ['http.text_nul'],
      params: [{ field: 'name' }],
      errors: { name: ['name must not contain a NUL character'] },
    });
    expect(refusal({ stocks: [{ sku: 'A' }, { sku: 'B\u0000' }] }).messages).toEqual(['stocks.1.sku must not contain a NUL character']);
    expect(refusal({ tags: ['\u0000'] }).messages).toEqual(['tags.0 must not contain a NUL character']);
    expect(refusal('\u0000', ['id']).messages).toEqual(['id must not contain a NUL character']);
    expect(refusal('\u0000').messages).toEqual(['body must not contain a NUL character']);
  });

  it('refuses a NUL character in a key, shown escaped', () => {
    expect(refusal({ filter: { 'a\u0000': 1 } }).messages).toEqual(['filter.a\\u0000 must not contain a NUL character']);
  });

  it('reads lone surrogates as U+FFFD and keeps pairs', () => {
    const body = { name: 'a\ud800b', list: ['\udc00', '😀'], nested: { text: 'x\ud83d' } };
    expect(cleanRequestText(body)).toEqual({ name: 'a\ufffdb', list: ['\ufffd', '😀'], nested: { text: 'x\ufffd' } });
    expect(cleanRequestText('\ud800\ud800', ['id'])).toBe('\ufffd\ufffd');
  });

  it('leaves numbers, files and dates as they are, and survives a cycle', () => {
    const file = Buffer.from([0, 0, 0]);
    const when = new Date(0);
    const cyclic: Record<string, unknown> = { n: 1 };
    cyclic.self = cyclic;
    expect(cleanRequestText({ file, when, n: 5, none: null })).toEqual({ file, when, n: 5, none: null });
    expect(cleanRequestText(cyclic)).toBe(cyclic);
  });
});
