import { LanguageCode } from '../../common/i18n/languages';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(language: LanguageCode, shopName: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const lang = language === 'en_us' ? 'en' : language === 'zh_hk' ? 'zh-Hant-HK' : 'zh-Hans-CN';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,'Noto Sans CJK TC','Noto Sans CJK SC',sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(shopName)}</h1>${body}${button}</body></html>`;
}

interface PasswordResetData {
  shopName: string;
  firstName: string;
  url: string;
  minutes: number;
}

const PASSWORD_RESET: Record<LanguageCode, (d: PasswordResetData) => { subject: string; lines: string[]; action: string; ignore: string }> = {
  en_us: (d) => ({
    subject: `Reset your ${d.shopName} password`,
    lines: [`Hello ${d.firstName},`, 'We received a request to reset the password of your account. Use the link below to choose a new one.', `The link works for ${d.minutes} minutes.`],
    action: 'Reset password',
    ignore: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  }),
  zh_hk: (d) => ({
    subject: `重設你的${d.shopName}密碼`,
    lines: [`${d.firstName}，你好：`, '我們收到重設你帳戶密碼的要求。請按下面的連結設定新密碼。', `連結在 ${d.minutes} 分鐘內有效。`],
    action: '重設密碼',
    ignore: '如果這不是你提出的要求，請忽略這封郵件，你的密碼不會改變。',
  }),
  zh_cn: (d) => ({
    subject: `重置你的${d.shopName}密码`,
    lines: [`${d.firstName}，你好：`, '我们收到重置你账户密码的请求。请点击下面的链接设置新密码。', `链接在 ${d.minutes} 分钟内有效。`],
    action: '重置密码',
    ignore: '如果这不是你提出的请求，请忽略这封邮件，你的密码不会改变。',
  }),
};

export type MailTemplate = { name: 'password_reset'; data: PasswordResetData };

/** Renders a template in a language (text and HTML). */
export function renderMail(template: MailTemplate, language: LanguageCode): RenderedMail {
  const t = PASSWORD_RESET[language](template.data);
  return {
    subject: t.subject,
    text: [...t.lines, '', `${t.action}: ${template.data.url}`, '', t.ignore].join('\n'),
    html: layout(language, template.data.shopName, t.lines, { label: t.action, url: template.data.url }).replace('</body>', `<p style="font-size:12px;color:#555">${escapeHtml(t.ignore)}</p></body>`),
  };
}
