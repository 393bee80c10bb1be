// What other features may use of the auth feature.
export { useSession } from './components/SessionProvider';
