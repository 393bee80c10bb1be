import { MAX_JSON_DEPTH, nestedTooDeeply } from './json-depth';

/** Arrays nested `depth` levels deep, built without recursion. */
function nested(depth: number): unknown[] {
  const root: unknown[] = [];
  let at = root;
  for (let level = 1; level < depth; level++) at.push((at = []));
  return root;
}

describe(nestedTooDeeply.name, () => {
  it('takes values up to MAX_JSON_DEPTH levels and refuses one more', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(nestedTooDeeply(nested(32))).toBe(false);
    expect(nestedTooDeeply(nested(33))).toBe(true);
    expect(nestedTooDeeply({ a: [{ b: nested(30) }] })).toBe(true);
    expect(nestedTooDeeply({ a: [{ b: nested(29) }] })).toBe(false);
  });

  it('counts objects and arrays only, not text or numbers', () => {
    expect(nestedTooDeeply('[[[[', 1)).toBe(false);
    expect(nestedTooDeeply(null, 0)).toBe(false);
    expect(nestedTooDeeply({ a: 1, b: 'x' }, 1)).toBe(false);
    expect(nestedTooDeeply({ a: {} }, 1)).toBe(true);
  });

  it('walks a million levels without overflowing the stack', () => {
    expect(nestedTooDeeply(nested(1_000_000))).toBe(true);
  });
});
