import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the shop's own links (an ebook download, an unsubscribe, a campaign's counted link): an
 * HMAC-SHA256 of the text under a key of the link's own kind derived from JWT_SECRET, so a signature made
 * for one kind of link is worth nothing for another. Compared in constant time.
 */
const keyOf = (secret: string, purpose: string) => createHmac('sha256', purpose).update(secret).digest();

export function signText(secret: string, purpose: string, text: string): string {
  return createHmac('sha256', keyOf(secret, purpose)).update(text).digest('base64url');
}

/** Whether `signature` (base64url) is the one signText makes for the text. */
export function signatureMatches(secret: string, purpose: string, text: string, signature: string): boolean {
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', keyOf(secret, purpose)).update(text).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
