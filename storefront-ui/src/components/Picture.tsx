import type { ImgHTMLAttributes } from 'react';

/** The widths the server makes copies at (server/src/modules/upload/image-variants.ts). */
const WIDTHS = [160, 320, 480, 640, 960, 1280];
const UPLOADS = '/uploads/';

/** The srcset of an uploaded picture's copies in a format, up to `largest` pixels wide. */
function srcSet(src: string, format: 'avif' | 'webp', largest: number): string {
  const path = src.slice(UPLOADS.length);
  return WIDTHS.filter((w) => w <= largest)
    .map((w) => `/img/${w}/${format}/${path} ${w}w`)
    .join(', ');
}

/**
 * An uploaded picture as a phone should get it: AVIF, else WebP, at the width the layout needs
 * (`sizes`), the original as the fallback. Pictures from elsewhere are shown as they are. Width and
 * height are always given, so nothing moves when the picture arrives.
 */
export function Picture({ src, sizes, largest = 1280, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string; width: number; height: number; sizes: string; largest?: number }) {
  if (!src.startsWith(UPLOADS)) return <img src={src} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, 'avif', largest)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, 'webp', largest)} sizes={sizes} />
      <img src={src} {...img} />
    </picture>
  );
}
