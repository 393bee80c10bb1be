import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '../lib/render-context';

/** The widths the server makes copies at (server/src/modules/upload/image-variants.ts). */
const WIDTHS = [160, 320, 480, 640, 960, 1280];
export const UPLOADS = '/uploads/';

/** The srcset of an uploaded picture's copies in a format, at these widths. */
export function srcSet(src: string, format: 'avif' | 'webp', widths: number[]): string {
  const path = src.slice(UPLOADS.length);
  return widths.map((w) => `/img/${w}/${format}/${path} ${w}w`).join(', ');
}

/**
 * An uploaded picture as a phone should get it: AVIF, else WebP, at the width the layout needs
 * (`sizes`), the original as the fallback. Pictures from elsewhere are shown as they are. Width and
 * height are always given, so nothing moves when the picture arrives. With a CDN in front of the
 * bucket (S3_PUBLIC_URL) the original is read from it; the copies stay at /img, where the shop makes
 * one on its first request and then sends browsers to it at the CDN (a copy not made yet is not there).
 */
export function Picture({
  src,
  alt,
  sizes,
  largest = 1280,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number; sizes: string; largest?: number }) {
  if (!src.startsWith(UPLOADS)) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={srcSet(
          src,
          'avif',
          WIDTHS.filter((w) => w <= largest),
        )}
        sizes={sizes}
      />
      <source
        type="image/webp"
        srcSet={srcSet(
          src,
          'webp',
          WIDTHS.filter((w) => w <= largest),
        )}
        sizes={sizes}
      />
      <img src={`${mediaUrl()}${src}`} alt={alt} {...img} />
    </picture>
  );
}
