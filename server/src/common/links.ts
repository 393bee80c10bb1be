/**
 * The one rule for links that staff enter and shoppers follow (menu links, slides, links in rich text):
 * an absolute http(s) address with a host, or a path of this shop, one "/" then neither a second "/" nor
 * "\\" (browsers read "//host" and "/\\host" as another site). No backslash, space or control character
 * anywhere: browsers drop or bend them, so what staff see is not where the link goes.
 */
const SHOP_LINK = /^(https?:\/\/[^\s\\/?#\x00-\x1f\x7f]+[^\s\\\x00-\x1f\x7f]*|\/(?![/\\])[^\s\\\x00-\x1f\x7f]*)$/i;

/** Whether `value` is a link staff may give (see SHOP_LINK). */
export function isShopLink(value: string): boolean {
  return SHOP_LINK.test(value);
}

/** Rich text also links to mail addresses and to places on the same page. */
export function isRichTextLink(value: string): boolean {
  return isShopLink(value) || /^mailto:[^\s\\\x00-\x1f\x7f]+$/i.test(value) || /^#[^\s\\\x00-\x1f\x7f]*$/.test(value);
}
