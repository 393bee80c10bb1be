// What other features and the app may use of the site feature.
export { SiteSettingsProvider, useSiteSettings } from './components/SiteSettingsProvider';
