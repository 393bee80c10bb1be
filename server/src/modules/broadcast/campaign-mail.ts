import type { LanguageCode } from '../../common/i18n/languages';
import { decodeEntities, escapeMarkup } from '../../common/markup';
import { fillPlaceholders } from '../../common/placeholders';
import { signatureMatches, signText } from '../../common/signature';

export interface CampaignRecipient {
  email: string;
  first_name: string;
  last_name: string;
}

export interface CampaignContext {
  shopName: string;
  language: LanguageCode;
  appUrl: string;
  /** The storefront's unsubscribe page for the recipient (the link in the mail). */
  unsubscribeUrl: string;
  /** The address a link of the body goes through to be counted (absent: links stay as written, as in a preview). */
  track?: (url: string) => string;
}

export interface CampaignMail {
  subject: string;
  html: string;
  text: string;
}

const FOOTER: Record<LanguageCode, { why: (shop: string) => string; unsubscribe: string }> = {
  en_us: { why: (shop) => `You receive this mail because you subscribed to news from ${shop}.`, unsubscribe: 'Unsubscribe' },
  zh_hk: { why: (shop) => `你收到此郵件，因為你訂閱了 ${shop} 的最新消息。`, unsubscribe: '取消訂閱' },
  zh_cn: { why: (shop) => `你收到此邮件，因为你订阅了 ${shop} 的最新消息。`, unsubscribe: '取消订阅' },
};

const HTML_LANG: Record<LanguageCode, string> = { en_us: 'en', zh_hk: 'zh-Hant-HK', zh_cn: 'zh-Hans-CN' };

/** The body's addresses made whole (a mail has no page to be relative to) and its web links sent through `track`. */
function rewriteLinks(html: string, context: CampaignContext): string {
  return html.replace(/\b(href|src)="([^"]*)"/g, (whole, attribute: string, raw: string) => {
    let url = decodeEntities(raw);
    if (url.startsWith('/') && !url.startsWith('//')) url = `${context.appUrl}${url}`;
    if (attribute === 'href' && context.track && /^https?:\/\//i.test(url) && url !== context.unsubscribeUrl) url = context.track(url);
    return `${attribute}="${escapeMarkup(url)}"`;
  });
}

/** The text part: paragraphs on lines of their own, a link's address after its words. */
function textOf(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) => `${words} (${decodeEntities(href)})`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|h[1-6]|li|tr|blockquote|pre|figure)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(?:lt|gt|quot|#39|amp);/g, decodeEntities)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One receiver's campaign mail: the message's subject and (sanitised) body in the receiver's language,
 * its placeholders filled (escaped in the HTML), its links made whole and counted, in the shop's mail
 * layout with a footer that says why the mail came and links the unsubscribe page.
 */
export function renderCampaign(subject: string, body: string, recipient: CampaignRecipient, context: CampaignContext): CampaignMail {
  const values: Record<string, string> = {
    first_name: recipient.first_name,
    last_name: recipient.last_name,
    email: recipient.email,
    shop_name: context.shopName,
    unsubscribe_url: context.unsubscribeUrl,
  };
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeMarkup(value)]));
  const content = rewriteLinks(fillPlaceholders(body, escaped), context);
  const footer = FOOTER[context.language];
  const unsubscribe = escapeMarkup(context.unsubscribeUrl);
  const html =
    `<!doctype html><html lang="${HTML_LANG[context.language]}"><body style="font-family:Arial,'Noto Sans CJK TC','Noto Sans CJK SC',sans-serif;color:#111;max-width:600px;margin:auto;padding:24px">` +
    `<div>${content}</div>` +
    `<hr style="border:none;border-top:1px solid #ddd;margin:32px 0 16px"><p style="font-size:12px;color:#555">${escapeMarkup(footer.why(context.shopName))} ` +
    `<a href="${unsubscribe}" style="color:#555">${footer.unsubscribe}</a></p></body></html>`;
  const text = `${textOf(content)}\n\n--\n${footer.why(context.shopName)}\n${footer.unsubscribe}: ${context.unsubscribeUrl}\n`;
  return {
    subject: fillPlaceholders(subject, values)
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 300),
    html,
    text,
  };
}

/**
 * The signature of a counted link: of the delivery and the address together, so the redirect sends
 * readers only where a campaign mail pointed (never an open redirect) and counts only the receiver it
 * was made for.
 */
const PURPOSE = 'campaign-link';

export function signCampaignLink(secret: string, deliveryId: string, url: string): string {
  return signText(secret, PURPOSE, `${deliveryId}\n${url}`);
}

export function checkCampaignLink(secret: string, deliveryId: string, url: string, signature: string): boolean {
  return signatureMatches(secret, PURPOSE, `${deliveryId}\n${url}`, signature);
}

/** The counted address of a link in one delivery's mail: GET /api/campaign/link?d=&u=&s=. */
export function campaignLink(appUrl: string, secret: string, deliveryId: string, url: string): string {
  return `${appUrl}/api/campaign/link?${new URLSearchParams({ d: deliveryId, u: url, s: signCampaignLink(secret, deliveryId, url) }).toString()}`;
}
