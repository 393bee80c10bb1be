import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A human order number: the date it was placed and eight random characters (31^8, about 8.5e11 per
 * day), e.g. 261124-K7Q3M9PA. It says nothing about how many orders the shop had, and knowing one
 * number does not lead to another.
 */
export function orderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${date}-${code}`;
}
