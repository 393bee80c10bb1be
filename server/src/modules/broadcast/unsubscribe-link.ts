import { signatureMatches, signText } from '../../common/signature';

/**
 * The signature of an unsubscribe link: an HMAC of the address (trimmed, lower case) under a key of its
 * own derived from JWT_SECRET, so a link works for the address it was made for and nobody can unsubscribe
 * someone else's. It does not expire: an unsubscribe link must keep working as long as the mail is read.
 */
const PURPOSE = 'unsubscribe-link';
const normal = (email: string) => email.trim().toLowerCase();

export function signUnsubscribe(secret: string, email: string): string {
  return signText(secret, PURPOSE, normal(email));
}

/** Whether `signature` is the one this server makes for `email`. */
export function checkUnsubscribe(secret: string, email: string, signature: string): boolean {
  return signatureMatches(secret, PURPOSE, normal(email), signature);
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
