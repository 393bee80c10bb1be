// What the app may use of the funnel feature: a funnel's public page.
export { fetchFunnel } from './api/funnel';
export { FunnelForm } from './components/FunnelForm';
