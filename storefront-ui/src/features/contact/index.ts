// What the app may use of the contact feature.
export { ContactForm } from './components/ContactForm';
