import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JsonAnswer } from './json-answer';

describe(JsonAnswer.name, () => {
  const value = { products: Array.from({ length: 40 }, (_, id) => ({ id, name: `茶壺 teapot ${id}` })), total: 40 };

  it('is its value wherever JSON.stringify reads it', () => {
    expect(JSON.stringify({ answer: new JsonAnswer(value) })).toBe(JSON.stringify({ answer: value }));
  });

  it('makes its JSON text once', () => {
    const answer = new JsonAnswer(value);
    const text = answer.json;
    expect(JSON.parse(text)).toEqual(value);
    expect(answer.json).toBe(text);
  });

  it('keeps its JSON text alone once compact, and reads the value back from it', () => {
    const answer = new JsonAnswer(value).compact();
    expect(answer.json).toBe(JSON.stringify(value));
    expect(answer.value).toEqual(value);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(value));
  });

  it('compresses once per encoding, to the same JSON', async () => {
    const answer = new JsonAnswer(value);
    const br = answer.compressed('br');
    expect(answer.compressed('br')).toBe(br);
    expect(JSON.parse(brotliDecompressSync(await br).toString('utf8'))).toEqual(value);
    expect(JSON.parse(gunzipSync(await answer.compressed('gzip')).toString('utf8'))).toEqual(value);
  });
});
