import { useRef, useState, type KeyboardEvent } from 'react';
import { Picture } from '../../../components/Picture';
import { useT } from '../../../i18n';

/**
 * The main picture and a row of thumbnails. Each thumbnail is a button (Tab, Enter/Space); the arrow keys,
 * Home and End move between thumbnails and show the picture at once.
 */
export function ProductGallery({ name, images }: { name: string; images: { path: string }[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const index = Math.min(current, Math.max(0, count - 1));

  if (count === 0) {
    return (
      <div className="gallery">
        <div className="gallery-main gallery-empty">{t('product.noImage')}</div>
      </div>
    );
  }

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    setCurrent(wrapped);
    thumbs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]);
  };

  const alt = count > 1 ? t('product.imageAlt', { name, index: index + 1, count }) : name;
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="gallery-main">
        <Picture
          src={images[index].path}
          alt={alt}
          width={640}
          height={640}
          fetchPriority="high"
          sizes="(max-width: 800px) 100vw, 600px"
          data-testid="gallery-main"
        />
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs">
          {images.map((image, i) => (
            <li key={`${image.path}-${i}`}>
              <button
                type="button"
                onKeyDown={onKeyDown}
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                className="gallery-thumb"
                aria-pressed={i === index}
                aria-label={t('product.showImage', { index: i + 1, count })}
                onClick={() => setCurrent(i)}
              >
                <img src={image.path} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
