import sanitizeHtml from 'sanitize-html';
import { isRichTextLink } from './links';

/**
 * Rich text (HTML that staff write in the back office editor) reduced to the formatting an editor produces:
 * headings, paragraphs, inline emphasis, lists, links, images, tables, quotes and code. Everything else goes:
 * scripts, styles, frames, forms, SVG/MathML, event handlers, style attributes (so no CSS expressions), and any
 * URL that is not http(s), mailto or relative (javascript:, vbscript:, data: including data: images).
 * Links that open a new window get rel="noopener noreferrer"; images keep only http(s) sources or the shop's own
 * /uploads/ files. Run on save and again on render, so stored text from any source is safe to show.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes', 'template', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      // The link rule of menus and slides (common/links.ts), plus mailto: and #places: "/\\host" is another site.
      if (attributes.href !== undefined && !isRichTextLink(attributes.href.trim())) delete attributes.href;
      if ((attributes.target ?? '').toLowerCase() === '_blank') {
        attributes.target = '_blank';
        attributes.rel = 'noopener noreferrer';
      } else {
        delete attributes.target;
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (!/^(https?:\/\/|\/uploads\/)/i.test((attributes.src ?? '').trim())) delete attributes.src;
      return { tagName, attribs: attributes };
    },
  },
  // An image left without a source shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text as staff send it: at most this many characters of HTML in one language (sanitised on save). */
export const RICH_TEXT_MAX = 200_000;

/** Editor HTML made safe to store and to show (see OPTIONS above for what stays). */
export function sanitizeRichText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}
