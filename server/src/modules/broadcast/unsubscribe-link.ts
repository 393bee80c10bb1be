import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of an unsubscribe link: an HMAC of the address (trimmed, lower case) under a key of its
 * own derived from JWT_SECRET, so a link works for the address it was made for and nobody can unsubscribe
 * someone else's. It does not expire: an unsubscribe link must keep working as long as the mail is read.
 */
const keyOf = (secret: string) => createHmac('sha256', 'unsubscribe-link').update(secret).digest();
const normal = (email: string) => email.trim().toLowerCase();

export function signUnsubscribe(secret: string, email: string): string {
  return createHmac('sha256', keyOf(secret)).update(normal(email)).digest('base64url');
}

/** Whether `signature` is the one this server makes for `email`. */
export function checkUnsubscribe(secret: string, email: string, signature: string): boolean {
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', keyOf(secret)).update(normal(email)).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The two addresses a campaign mail carries: `page`, the storefront's /unsubscribe page (the link in the
 * mail's text, which asks before it acts), and `oneClick`, the API address of the List-Unsubscribe header
 * that a mail client POSTs to at once (RFC 8058).
 */
export function unsubscribeLinks(appUrl: string, secret: string, email: string): { page: string; oneClick: string } {
  const query = new URLSearchParams({ email: normal(email), signature: signUnsubscribe(secret, email) }).toString();
  return { page: `${appUrl}/unsubscribe?${query}`, oneClick: `${appUrl}/api/unsubscribe?${query}` };
}
