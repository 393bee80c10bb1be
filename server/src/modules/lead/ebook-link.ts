import { signatureMatches, signText } from '../../common/signature';

/** How long an ebook link sent by a status's trigger works. */
export const EBOOK_LINK_DAYS = 7;

interface EbookClaim {
  /** The lead it was sent to. */
  lead: number;
  /** The status whose file it downloads. */
  status: number;
  /** Seconds since the epoch after which it no longer works. */
  expires: number;
}

const PURPOSE = 'ebook-link';
const encode = (claim: EbookClaim) => Buffer.from(`${claim.lead}.${claim.status}.${claim.expires}`).toString('base64url');

/** A signed token naming the lead, the status and when it expires: the path of GET /api/ebook/{token}. */
export function signEbookLink(secret: string, claim: EbookClaim): string {
  const body = encode(claim);
  return `${body}.${signText(secret, PURPOSE, body)}`;
}

/** The claim of a token this server signed; 'invalid' when it was changed or is not one, 'expired' when its time has passed. */
export function readEbookLink(secret: string, token: string, now = Date.now()): EbookClaim | 'invalid' | 'expired' {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || body.length > 100) return 'invalid';
  if (!signatureMatches(secret, PURPOSE, body, signature)) return 'invalid';
  const parts = Buffer.from(body, 'base64url').toString().split('.').map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isSafeInteger(n) || n < 1)) return 'invalid';
  const [lead, status, expires] = parts;
  return expires * 1000 < now ? 'expired' : { lead, status, expires };
}
