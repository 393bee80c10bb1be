/**
 * Rich text from the back office (pages, blocks), as the server sanitised it on save and again on
 * reading (server/src/common/rich-text.ts: no script, handler, style or javascript:/data: URL survives).
 * It is set as HTML so that the server-rendered page carries it for search engines and the first paint.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={`rich-content ${className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
