import { useSiteSettings } from '../../site';
import { useT } from '../../../i18n';

/** The home page frame: the site name over the banner from the settings. */
export function Hero() {
  const t = useT();
  const { settings, siteName } = useSiteSettings();
  const banner = settings?.banner;
  return (
    <section className={`hero ${banner ? 'hero-with-banner' : ''}`} aria-labelledby="hero-heading">
      {banner && <img className="hero-banner" src={banner} alt="" fetchPriority="high" />}
      <div className="hero-text container">
        <h1 id="hero-heading">{siteName ? t('home.welcome', { name: siteName }) : '\u00a0'}</h1>
        <p className="hero-tagline">{t('home.tagline')}</p>
      </div>
    </section>
  );
}
