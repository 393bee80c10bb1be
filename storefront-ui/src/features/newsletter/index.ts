// What the app may use of the newsletter feature: the page an unsubscribe link opens.
export { UnsubscribeConfirm } from './components/UnsubscribeConfirm';
