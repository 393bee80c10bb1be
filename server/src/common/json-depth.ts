/**
 * How deeply a request's JSON may nest (a body, a list `filter`). Our deepest DTO nests 4 levels;
 * class-transformer and class-validator recurse per level and overflow the stack near 5,000.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when `value` nests objects or arrays more than `max` levels deep (`{}` is one level).
 * Iterative, with its own stack, so that it cannot overflow on the very input it guards against.
 */
export function nestedTooDeeply(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
