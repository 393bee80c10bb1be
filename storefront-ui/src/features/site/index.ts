// What other features may use of the site feature.
export { useSiteSettings } from './components/SiteSettingsProvider';
