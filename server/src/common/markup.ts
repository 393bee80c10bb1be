/** The text of (sanitised) HTML: blocks and line breaks part words, inline tags (bold, links) do not; the common entities read back. */
export const plainText = (html: string): string =>
  html
    .replace(/<\/?(?:p|div|h[1-6]|li|ul|ol|br|hr|tr|td|th|table|blockquote|pre|figure|figcaption|img)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** A page description from HTML: its plain text, cut to `max` characters with an ellipsis. */
export const summaryOf = (html: string, max = 300): string => {
  const text = plainText(html);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** Text or an attribute value made safe inside HTML or XML markup (& < > " and ' as entities). */
export const escapeMarkup = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
