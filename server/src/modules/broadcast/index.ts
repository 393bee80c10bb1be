/** What the broadcast module offers the rest of the server: the unsubscribe links campaign mail carries. */
export { unsubscribeLinks } from './unsubscribe-link';
