import { createElement, useMemo, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydration';

/**
 * HTML from the back office (product descriptions, category texts) rendered as React elements, never as raw
 * HTML: only a small list of formatting tags survives, with a few harmless attributes. Scripts, styles,
 * frames, forms and event handlers are dropped; links and images keep http(s), mailto, tel and same-site
 * addresses only. Unknown tags are unwrapped (their text stays). A first-level heading becomes h2, so the
 * page keeps one h1.
 */

const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
]);

const KEPT = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'pre',
  'code',
  'dl',
  'dt',
  'dd',
]);

const RENAMED: Record<string, string> = { h1: 'h2' };
const VOID = new Set(['br', 'hr', 'img']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The address if it is safe to link or load, else undefined. */
export function safeUrl(value: string | null, { images = false } = {}): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.origin);
    if (images ? url.protocol === 'http:' || url.protocol === 'https:' : SAFE_PROTOCOLS.has(url.protocol)) return value.trim();
  } catch {
    // not an address
  }
  return undefined;
}

function attributesOf(element: Element, tag: string): Record<string, string> {
  const props: Record<string, string> = {};
  if (tag === 'a') {
    const href = safeUrl(element.getAttribute('href'));
    if (href) props.href = href;
    if (href && /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) props.rel = 'noopener noreferrer nofollow';
  } else if (tag === 'img') {
    const src = safeUrl(element.getAttribute('src'), { images: true });
    if (src) props.src = src;
    props.alt = element.getAttribute('alt') ?? '';
    props.loading = 'lazy';
  } else if (tag === 'td' || tag === 'th') {
    for (const name of ['colspan', 'rowspan']) {
      const value = element.getAttribute(name);
      if (value && /^\d{1,2}$/.test(value)) props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = value;
    }
  } else if (tag === 'ol') {
    const start = element.getAttribute('start');
    if (start && /^\d{1,4}$/.test(start)) props.start = start;
  }
  const title = element.getAttribute('title');
  if (title) props.title = title;
  return props;
}

function toReact(nodes: NodeListOf<ChildNode> | ChildNode[], keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  Array.from(nodes).forEach((node, index) => {
    const key = `${keyPrefix}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const element = node as Element;
    const raw = element.tagName.toLowerCase();
    if (DROPPED.has(raw)) return;
    const tag = RENAMED[raw] ?? raw;
    if (!KEPT.has(tag)) {
      out.push(...toReact(element.childNodes, key));
      return;
    }
    if (tag === 'img' && !safeUrl(element.getAttribute('src'), { images: true })) return;
    const props = { key, ...attributesOf(element, tag) };
    out.push(VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...toReact(element.childNodes, key)));
  });
  return out;
}

/** The safe React elements of an HTML string (plain text stays text; line breaks of plain text are kept by CSS). */
export function sanitizeToReact(html: string): ReactNode[] {
  if (!html.trim()) return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return toReact(document.body.childNodes, 'h');
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Plain text (no tags) keeps its line breaks, and needs no parser.
  const plain = !/<[a-z!/]/i.test(html);
  // The parser is the browser's: HTML (not plain text) is shown once the page is live.
  const parsing = useHydrated();
  const content = useMemo(() => (plain ? (html.trim() ? [html] : []) : parsing ? sanitizeToReact(html) : []), [html, plain, parsing]);
  if (content.length === 0) return null;
  return <div className={`rich-text ${plain ? 'is-plain' : ''} ${className ?? ''}`.replace(/\s+/g, ' ').trim()}>{content}</div>;
}
