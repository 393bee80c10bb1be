import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { srcSet, UPLOADS } from '../../../components/Picture';
import { useI18n } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { fetchSlider, type Slide } from '../api/home';

/** Spec section 9: the homepage slider moves on every 5 seconds, fading, one slide at a time. */
export const SLIDE_INTERVAL_MS = 5000;

const MOBILE = '(max-width: 767px)';

/**
 * A slide's picture: the mobile picture on narrow screens, the desktop one elsewhere, each as AVIF or
 * WebP at the width the screen needs. The first slide's is the page's largest paint: loaded at once,
 * first; the others lazily. Width and height give the box before the picture arrives.
 */
function SlidePicture({ slide, first }: { slide: Slide; first: boolean }) {
  const img = (
    <img
      src={slide.image}
      alt=""
      width={1280}
      height={480}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding="async"
      className="slide-image"
    />
  );
  if (!slide.image.startsWith(UPLOADS)) return img;
  const mobile = slide.mobile_image.startsWith(UPLOADS) ? slide.mobile_image : slide.image;
  return (
    <picture>
      <source media={MOBILE} type="image/avif" srcSet={srcSet(mobile, 'avif', [480, 640, 960])} sizes="100vw" />
      <source media={MOBILE} type="image/webp" srcSet={srcSet(mobile, 'webp', [480, 640, 960])} sizes="100vw" />
      <source type="image/avif" srcSet={srcSet(slide.image, 'avif', [960, 1280])} sizes="100vw" />
      <source type="image/webp" srcSet={srcSet(slide.image, 'webp', [960, 1280])} sizes="100vw" />
      {img}
    </picture>
  );
}

/** A slide's link: the shop's own paths through the router, other addresses as plain links. */
function SlideLink({ link, children }: { link: string; children: ReactNode }) {
  if (!link) return <div className="slide-link">{children}</div>;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link className="slide-link" to={link}>
        {children}
      </Link>
    );
  }
  return (
    <a className="slide-link" href={link}>
      {children}
    </a>
  );
}

/** The controls' icons (decorative: each button is named by its label). */
const ICONS = {
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  play: 'M8 5v14l11-7z',
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z',
  next: 'M8.6 7.4 10 6l6 6-6 6-1.4-1.4 4.6-4.6z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

/** Whether the shopper asked for less motion (read after hydration; the server renders the moving slider). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const changed = () => setReduced(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/**
 * The slides as a carousel: one slide shown at a time, fading to the next every 5 seconds. It pauses
 * while the pointer is over it or focus is inside it, stays still for shoppers who ask for reduced
 * motion (they may start it with the play button), and has a pause/play button, previous and next, and
 * one button per slide. Hidden slides are inert; the slide shown is announced when it changes by hand.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  // null: the shopper has not pressed play or pause; the motion preference decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = slides.length > 1 && (chosen ?? !reduced);
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [moving, slides.length]);

  const total = slides.length;
  const show = (i: number) => setIndex(((i % total) + total) % total);
  const active = Math.min(index, total - 1);

  return (
    <section
      className="slider"
      aria-roledescription={t('home.slider.carousel')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="slider-viewport" id="home-slides" aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={`slide ${i === active ? 'is-active' : ''}`.trim()}
            role="group"
            aria-roledescription={t('home.slider.slide')}
            aria-label={t('home.slider.position', { n: i + 1, total })}
            aria-hidden={i === active ? undefined : true}
            inert={i === active ? undefined : true}
            data-testid="slide"
          >
            <SlideLink link={slide.link}>
              <SlidePicture slide={slide} first={i === 0} />
              {(slide.title || slide.text) && (
                <div className="slide-caption">
                  {slide.title && <h2 className="slide-title">{slide.title}</h2>}
                  {slide.text && <p className="slide-text">{slide.text}</p>}
                </div>
              )}
            </SlideLink>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="slider-controls">
          <button
            type="button"
            className="slider-button"
            onClick={() => setChosen(!playing)}
            aria-label={playing ? t('home.slider.pause') : t('home.slider.play')}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button type="button" className="slider-button" aria-controls="home-slides" onClick={() => show(active - 1)} aria-label={t('home.slider.previous')}>
            <Icon name="previous" />
          </button>
          <ul className="slider-dots">
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="slider-dot"
                  aria-controls="home-slides"
                  aria-current={i === active ? 'true' : undefined}
                  aria-label={t('home.slider.show', { n: i + 1, total })}
                  onClick={() => show(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="slider-button" aria-controls="home-slides" onClick={() => show(active + 1)} aria-label={t('home.slider.next')}>
            <Icon name="next" />
          </button>
        </div>
      )}
    </section>
  );
}

/** The slider section: the slides shown now (nothing when there are none). */
export function HomeSlider({ title }: { title: string }) {
  const { t, language } = useI18n();
  const remote = useRemote(JSON.stringify(['slider', language]), (signal) => fetchSlider(signal));
  const slides = remote.error ? [] : (remote.data ?? []);
  if (slides.length === 0) return null;
  return <Carousel slides={slides} label={title || t('home.slider.label')} />;
}
