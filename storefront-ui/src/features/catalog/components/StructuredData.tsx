import { scriptJson } from '../../../app/boot-state';
import { mediaUrl, siteOrigin } from '../../../lib/render-context';

/**
 * schema.org data for search engines (JSON-LD). A data block, not a script: browsers do not run it,
 * and the page's policy does not apply to it.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson({ '@context': 'https://schema.org', ...data }) }} />;
}

/** A path or uploaded file as an absolute address (an upload's at the CDN, when the shop has one: S3_PUBLIC_URL). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/uploads/') && mediaUrl()) return `${mediaUrl()}${path}`;
  return `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}
