/** Text or an attribute value made safe inside HTML or XML markup (& < > " and ' as entities). */
export const escapeMarkup = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
