/** The text of (sanitised) HTML: blocks and line breaks part words, inline tags (bold, links) do not; the common entities read back. */
export const plainText = (html: string): string =>
  html
    .replace(/<\/?(?:p|div|h[1-6]|li|ul|ol|br|hr|tr|td|th|table|blockquote|pre|figure|figcaption|img)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(?:lt|gt|quot|#39|amp);/g, decodeEntities)
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

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The entities escapeMarkup writes read back as their characters, in one pass (`&amp;lt;` stays `&lt;`); others stay as written. */
export const decodeEntities = (text: string): string => text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);
