import { LanguageCode } from '../../common/i18n/languages';
import { escapeMarkup } from '../../common/markup';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What one template says in one language: a subject, paragraphs, an optional button and a closing note. */
interface Wording {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  note?: string;
}

function layout(language: LanguageCode, shopName: string, wording: Wording): string {
  const lang = language === 'en_us' ? 'en' : language === 'zh_hk' ? 'zh-Hant-HK' : 'zh-Hans-CN';
  const body = wording.lines.map((p) => `<p style="margin:0 0 16px">${escapeMarkup(p)}</p>`).join('');
  const { action, note } = wording;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeMarkup(action.label)}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeMarkup(action.url)}</p>`
    : '';
  const closing = note ? `<p style="font-size:12px;color:#555">${escapeMarkup(note)}</p>` : '';
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,'Noto Sans CJK TC','Noto Sans CJK SC',sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeMarkup(shopName)}</h1>${body}${button}${closing}</body></html>`;
}

interface Greeting {
  shopName: string;
  /** The first name of a shopper, or the name of an admin. */
  firstName: string;
}

interface PasswordResetData extends Greeting {
  url: string;
  minutes: number;
}

interface AccountLockedData extends Greeting {
  failures: number;
  minutes: number;
  /** Where a shopper asks for a reset link; admins have none. */
  resetUrl?: string;
}

interface EmailChangedData extends Greeting {
  newEmail: string;
}

type Words<D> = Record<LanguageCode, (d: D) => Wording>;

const hello: Record<LanguageCode, (name: string) => string> = {
  en_us: (name) => `Hello ${name},`,
  zh_hk: (name) => `${name}，你好：`,
  zh_cn: (name) => `${name}，你好：`,
};

const PASSWORD_RESET: Words<PasswordResetData> = {
  en_us: (d) => ({
    subject: `Reset your ${d.shopName} password`,
    lines: [
      hello.en_us(d.firstName),
      'We received a request to reset the password of your account. Use the link below to choose a new one.',
      `The link works for ${d.minutes} minutes.`,
    ],
    action: { label: 'Reset password', url: d.url },
    note: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  }),
  zh_hk: (d) => ({
    subject: `重設你的${d.shopName}密碼`,
    lines: [hello.zh_hk(d.firstName), '我們收到重設你帳戶密碼的要求。請按下面的連結設定新密碼。', `連結在 ${d.minutes} 分鐘內有效。`],
    action: { label: '重設密碼', url: d.url },
    note: '如果這不是你提出的要求，請忽略這封郵件，你的密碼不會改變。',
  }),
  zh_cn: (d) => ({
    subject: `重置你的${d.shopName}密码`,
    lines: [hello.zh_cn(d.firstName), '我们收到重置你账户密码的请求。请点击下面的链接设置新密码。', `链接在 ${d.minutes} 分钟内有效。`],
    action: { label: '重置密码', url: d.url },
    note: '如果这不是你提出的请求，请忽略这封邮件，你的密码不会改变。',
  }),
};

const ACCOUNT_LOCKED: Words<AccountLockedData> = {
  en_us: (d) => ({
    subject: `Sign-in to your ${d.shopName} account is paused`,
    lines: [
      hello.en_us(d.firstName),
      `Someone entered a wrong password for your account ${d.failures} times in a row, so we paused sign-in for ${d.minutes} minutes.`,
      d.resetUrl
        ? 'If it was you, wait and try again, or choose a new password. If it was not you, choose a new password now.'
        : 'If it was not you, ask the shop owner to set you a new password.',
    ],
    action: d.resetUrl ? { label: 'Choose a new password', url: d.resetUrl } : undefined,
  }),
  zh_hk: (d) => ({
    subject: `你的${d.shopName}帳戶已暫停登入`,
    lines: [
      hello.zh_hk(d.firstName),
      `有人連續 ${d.failures} 次輸入錯誤的密碼登入你的帳戶，我們已暫停登入 ${d.minutes} 分鐘。`,
      d.resetUrl ? '如果是你本人，請稍後再試或設定新密碼；如果不是你，請立即設定新密碼。' : '如果不是你本人，請聯絡商店負責人為你設定新密碼。',
    ],
    action: d.resetUrl ? { label: '設定新密碼', url: d.resetUrl } : undefined,
  }),
  zh_cn: (d) => ({
    subject: `你的${d.shopName}账户已暂停登录`,
    lines: [
      hello.zh_cn(d.firstName),
      `有人连续 ${d.failures} 次输入错误的密码登录你的账户，我们已暂停登录 ${d.minutes} 分钟。`,
      d.resetUrl ? '如果是你本人，请稍后再试或设置新密码；如果不是你，请立即设置新密码。' : '如果不是你本人，请联系商店负责人为你设置新密码。',
    ],
    action: d.resetUrl ? { label: '设置新密码', url: d.resetUrl } : undefined,
  }),
};

const EMAIL_CHANGED: Words<EmailChangedData> = {
  en_us: (d) => ({
    subject: `The email of your ${d.shopName} account was changed`,
    lines: [hello.en_us(d.firstName), `The email address of your account was changed to ${d.newEmail}. Mail about your account and orders now goes there.`],
    note: 'If you did not do this, contact us at once by replying to this mail.',
  }),
  zh_hk: (d) => ({
    subject: `你的${d.shopName}帳戶電郵已更改`,
    lines: [hello.zh_hk(d.firstName), `你帳戶的電郵地址已更改為 ${d.newEmail}。之後有關帳戶及訂單的郵件會寄到該地址。`],
    note: '如果這不是你本人的操作，請立即回覆此郵件聯絡我們。',
  }),
  zh_cn: (d) => ({
    subject: `你的${d.shopName}账户邮箱已更改`,
    lines: [hello.zh_cn(d.firstName), `你账户的邮箱地址已更改为 ${d.newEmail}。之后有关账户及订单的邮件会发到该地址。`],
    note: '如果这不是你本人的操作，请立即回复此邮件联系我们。',
  }),
};

const PASSWORD_CHANGED: Words<Greeting> = {
  en_us: (d) => ({
    subject: `The password of your ${d.shopName} account was changed`,
    lines: [hello.en_us(d.firstName), 'The password of your account was just changed, and every other device was signed out.'],
    note: 'If you did not do this, reset your password at once and contact us by replying to this mail.',
  }),
  zh_hk: (d) => ({
    subject: `你的${d.shopName}帳戶密碼已更改`,
    lines: [hello.zh_hk(d.firstName), '你帳戶的密碼剛已更改，其他裝置已全部登出。'],
    note: '如果這不是你本人的操作，請立即重設密碼，並回覆此郵件聯絡我們。',
  }),
  zh_cn: (d) => ({
    subject: `你的${d.shopName}账户密码已更改`,
    lines: [hello.zh_cn(d.firstName), '你账户的密码刚已更改，其他设备已全部退出登录。'],
    note: '如果这不是你本人的操作，请立即重置密码，并回复此邮件联系我们。',
  }),
};

/** One line of an order as a mail lists it; amounts already formatted in the order's currency. */
interface OrderMailLine {
  name: string;
  options: string;
  quantity: number;
  total: string;
}

interface OrderMailData extends Greeting {
  number: string;
  lines: OrderMailLine[];
  subtotal: string;
  shipping: string;
  discount: string | null;
  /** Each promotion that took something off the goods, by the name the shopper knows it by. */
  promotions: { label: string; amount: string }[];
  total: string;
  /** The method, with the free-shipping promotion that took its price off, if any. */
  shippingMethod: string;
  /** What to do to pay (bank transfer), in the order's language; '' when nothing is to do. */
  instructions: string;
  url: string;
}

interface OrderStatusData extends Greeting {
  number: string;
  status: 'paid' | 'shipped' | 'canceled' | 'refunded';
  total: string;
  comment: string;
  url: string;
}

const orderLines = (lines: OrderMailLine[]) => lines.map((l) => `${l.name}${l.options ? ` (${l.options})` : ''} × ${l.quantity}: ${l.total}`);

const ORDER_PLACED: Words<OrderMailData> = {
  en_us: (d) => ({
    subject: `Your ${d.shopName} order ${d.number}`,
    lines: [
      hello.en_us(d.firstName),
      `Thank you for your order ${d.number}. Here is what you ordered:`,
      ...orderLines(d.lines),
      `Subtotal: ${d.subtotal}`,
      ...d.promotions.map((p) => `${p.label}: -${p.amount}`),
      ...(d.discount ? [`Discounts: -${d.discount}`] : []),
      `Shipping (${d.shippingMethod}): ${d.shipping}`,
      `Total: ${d.total}`,
      ...(d.instructions ? [d.instructions] : []),
    ],
    action: { label: 'View your order', url: d.url },
  }),
  zh_hk: (d) => ({
    subject: `你在${d.shopName}的訂單 ${d.number}`,
    lines: [
      hello.zh_hk(d.firstName),
      `多謝你的訂單 ${d.number}，以下是你訂購的貨品：`,
      ...orderLines(d.lines),
      `小計：${d.subtotal}`,
      ...d.promotions.map((p) => `${p.label}：-${p.amount}`),
      ...(d.discount ? [`折扣：-${d.discount}`] : []),
      `運費（${d.shippingMethod}）：${d.shipping}`,
      `總額：${d.total}`,
      ...(d.instructions ? [d.instructions] : []),
    ],
    action: { label: '查看訂單', url: d.url },
  }),
  zh_cn: (d) => ({
    subject: `你在${d.shopName}的订单 ${d.number}`,
    lines: [
      hello.zh_cn(d.firstName),
      `感谢你的订单 ${d.number}，以下是你订购的商品：`,
      ...orderLines(d.lines),
      `小计：${d.subtotal}`,
      ...d.promotions.map((p) => `${p.label}：-${p.amount}`),
      ...(d.discount ? [`折扣：-${d.discount}`] : []),
      `运费（${d.shippingMethod}）：${d.shipping}`,
      `总额：${d.total}`,
      ...(d.instructions ? [d.instructions] : []),
    ],
    action: { label: '查看订单', url: d.url },
  }),
};

const STATUS_WORDS: Record<LanguageCode, Record<OrderStatusData['status'], string>> = {
  en_us: { paid: 'has been paid', shipped: 'has been shipped', canceled: 'has been canceled', refunded: 'has been refunded' },
  zh_hk: { paid: '已付款', shipped: '已發貨', canceled: '已取消', refunded: '已退款' },
  zh_cn: { paid: '已付款', shipped: '已发货', canceled: '已取消', refunded: '已退款' },
};

const ORDER_STATUS: Words<OrderStatusData> = {
  en_us: (d) => ({
    subject: `Your ${d.shopName} order ${d.number} ${STATUS_WORDS.en_us[d.status]}`,
    lines: [hello.en_us(d.firstName), `Your order ${d.number} (${d.total}) ${STATUS_WORDS.en_us[d.status]}.`, ...(d.comment ? [d.comment] : [])],
    action: { label: 'View your order', url: d.url },
  }),
  zh_hk: (d) => ({
    subject: `你在${d.shopName}的訂單 ${d.number}${STATUS_WORDS.zh_hk[d.status]}`,
    lines: [hello.zh_hk(d.firstName), `你的訂單 ${d.number}（${d.total}）${STATUS_WORDS.zh_hk[d.status]}。`, ...(d.comment ? [d.comment] : [])],
    action: { label: '查看訂單', url: d.url },
  }),
  zh_cn: (d) => ({
    subject: `你在${d.shopName}的订单 ${d.number}${STATUS_WORDS.zh_cn[d.status]}`,
    lines: [hello.zh_cn(d.firstName), `你的订单 ${d.number}（${d.total}）${STATUS_WORDS.zh_cn[d.status]}。`, ...(d.comment ? [d.comment] : [])],
    action: { label: '查看订单', url: d.url },
  }),
};

/** An ebook a lead status's trigger mails: the button (button_name) to the signed link, and how many days the link works. */
export interface EbookAction {
  label: string;
  url: string;
  days: number;
}

/** The closing note of an ebook mail, in the reader's language. */
const linkWorks: Record<LanguageCode, (days: number) => string> = {
  en_us: (days) => `The download link works for ${days} days.`,
  zh_hk: (days) => `下載連結在 ${days} 天內有效。`,
  zh_cn: (days) => `下载链接在 ${days} 天内有效。`,
};

/**
 * A lead status's campaign mail: the staff's content (placeholders already filled) as paragraphs;
 * its first line is the subject. An ebook trigger adds the button to the signed download link and,
 * in the lead's language, how long it works.
 */
interface LeadCampaignData {
  shopName: string;
  content: string;
  action?: EbookAction;
}

const LEAD_CAMPAIGN = (d: LeadCampaignData, language: LanguageCode): Wording => {
  const lines = d.content.split(/\r?\n/).map((l) => l.trim());
  const subject = (lines.find(Boolean) ?? d.shopName).slice(0, 200);
  return { subject, lines: lines.filter(Boolean), ...(d.action ? { action: d.action, note: linkWorks[language](d.action.days) } : {}) };
};

/** To the staff member a lead is assigned to: who moved where, how to reach them, and the campaign the lead was sent. */
interface LeadAssignedData {
  shopName: string;
  firstName: string;
  lead: string;
  email: string;
  phone: string;
  status: string;
  content: string;
  url: string;
  action?: EbookAction;
}

const LEAD_ASSIGNED: Words<LeadAssignedData> = {
  en_us: (d) => ({
    subject: `Lead ${d.lead} is now ${d.status}`,
    lines: [
      hello.en_us(d.firstName),
      `Your lead ${d.lead} (${[d.email, d.phone].filter(Boolean).join(', ')}) is now at ${d.status}.`,
      ...d.content.split(/\r?\n/).filter((l) => l.trim()),
      ...(d.action ? [`The lead: ${d.url}`] : []),
    ],
    action: d.action ?? { label: 'Open the lead', url: d.url },
    note: d.action ? linkWorks.en_us(d.action.days) : undefined,
  }),
  zh_hk: (d) => ({
    subject: `潛在客戶 ${d.lead} 現處於「${d.status}」`,
    lines: [
      hello.zh_hk(d.firstName),
      `你負責的潛在客戶 ${d.lead}（${[d.email, d.phone].filter(Boolean).join('，')}）現處於「${d.status}」。`,
      ...d.content.split(/\r?\n/).filter((l) => l.trim()),
      ...(d.action ? [`潛在客戶：${d.url}`] : []),
    ],
    action: d.action ?? { label: '查看潛在客戶', url: d.url },
    note: d.action ? linkWorks.zh_hk(d.action.days) : undefined,
  }),
  zh_cn: (d) => ({
    subject: `潜在客户 ${d.lead} 现处于“${d.status}”`,
    lines: [
      hello.zh_cn(d.firstName),
      `你负责的潜在客户 ${d.lead}（${[d.email, d.phone].filter(Boolean).join('，')}）现处于“${d.status}”。`,
      ...d.content.split(/\r?\n/).filter((l) => l.trim()),
      ...(d.action ? [`潜在客户：${d.url}`] : []),
    ],
    action: d.action ?? { label: '查看潜在客户', url: d.url },
    note: d.action ? linkWorks.zh_cn(d.action.days) : undefined,
  }),
};

/** To the staff who handle contacts: a message sent through the contact page. */
interface ContactReceivedData {
  shopName: string;
  firstName: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  url: string;
}

const CONTACT_RECEIVED: Words<ContactReceivedData> = {
  en_us: (d) => ({
    subject: `Contact: ${d.subject}`,
    lines: [hello.en_us(d.firstName), `${d.name} (${d.email}) wrote through the contact page:`, d.subject, ...d.message.split(/\r?\n/)],
    action: { label: 'Open the contacts', url: d.url },
  }),
  zh_hk: (d) => ({
    subject: `聯絡查詢：${d.subject}`,
    lines: [hello.zh_hk(d.firstName), `${d.name}（${d.email}）透過聯絡頁面留言：`, d.subject, ...d.message.split(/\r?\n/)],
    action: { label: '查看聯絡人', url: d.url },
  }),
  zh_cn: (d) => ({
    subject: `联系咨询：${d.subject}`,
    lines: [hello.zh_cn(d.firstName), `${d.name}（${d.email}）通过联系页面留言：`, d.subject, ...d.message.split(/\r?\n/)],
    action: { label: '查看联系人', url: d.url },
  }),
};

/**
 * A mail to send. `secrets` are values in it that must not be kept once it is sent (the token in a
 * reset link): the stored copy holds a placeholder instead wherever real mail goes out (see MailService).
 */
export type MailTemplate = (
  | { name: 'password_reset'; data: PasswordResetData }
  | { name: 'account_locked'; data: AccountLockedData }
  | { name: 'email_changed'; data: EmailChangedData }
  | { name: 'password_changed'; data: Greeting }
  | { name: 'order_placed'; data: OrderMailData }
  | { name: 'order_status'; data: OrderStatusData }
  | { name: 'lead_campaign'; data: LeadCampaignData }
  | { name: 'lead_assigned'; data: LeadAssignedData }
  | { name: 'contact_received'; data: ContactReceivedData }
  | { name: 'campaign_test'; data: CampaignTestData }
) & { secrets?: string[] };

/** A campaign message as a receiver would get it, sent by staff to one address to check it: made by the broadcast module. */
interface CampaignTestData {
  shopName: string;
  subject: string;
  text: string;
  html: string;
}

function wordingOf(template: Exclude<MailTemplate, { name: 'campaign_test' }>, language: LanguageCode): Wording {
  switch (template.name) {
    case 'password_reset':
      return PASSWORD_RESET[language](template.data);
    case 'account_locked':
      return ACCOUNT_LOCKED[language](template.data);
    case 'email_changed':
      return EMAIL_CHANGED[language](template.data);
    case 'password_changed':
      return PASSWORD_CHANGED[language](template.data);
    case 'order_placed':
      return ORDER_PLACED[language](template.data);
    case 'order_status':
      return ORDER_STATUS[language](template.data);
    case 'lead_campaign':
      return LEAD_CAMPAIGN(template.data, language);
    case 'lead_assigned':
      return LEAD_ASSIGNED[language](template.data);
    case 'contact_received':
      return CONTACT_RECEIVED[language](template.data);
  }
}

/** Renders a template in a language (text and HTML). */
export function renderMail(template: MailTemplate, language: LanguageCode): RenderedMail {
  if (template.name === 'campaign_test') return { subject: template.data.subject, text: template.data.text, html: template.data.html };
  const wording = wordingOf(template, language);
  const { action, note } = wording;
  const text = [...wording.lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), ...(note ? ['', note] : [])].join('\n');
  return { subject: wording.subject, text, html: layout(language, template.data.shopName, wording) };
}
