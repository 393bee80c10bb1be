import { useI18n } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { useSiteSettings } from '../../site';
import { fetchHomepage, type HomeSection } from '../api/home';
import { Hero } from './Hero';
import { HomeSlider } from './Slider';
import { WidgetSection } from './WidgetSection';

/** The sections staff arranged (GET /api/homepage), or null while none are set (the default homepage shows). */
export function useHomeSections(): { sections: HomeSection[] | null; loading: boolean } {
  const { language } = useI18n();
  const remote = useRemote(JSON.stringify(['homepage', language]), (signal) => fetchHomepage(signal));
  if (remote.error) return { sections: null, loading: false };
  if (!remote.data) return { sections: null, loading: true };
  return { sections: remote.data.sections.length > 0 ? remote.data.sections : null, loading: false };
}

/**
 * The homepage built in the back office: the page's heading (over the site banner when one is set,
 * else for screen readers and search engines only), then the sections in order.
 */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
  const { t } = useI18n();
  const { settings, siteName } = useSiteSettings();
  return (
    <>
      {settings?.banner ? <Hero /> : <h1 className="visually-hidden">{siteName ? t('home.welcome', { name: siteName }) : t('home.title')}</h1>}
      {sections.map((section) =>
        section.type === 'slider' ? <HomeSlider key={section.id} title={section.title} /> : <WidgetSection key={section.id} section={section} />,
      )}
    </>
  );
}
