// What the app may use of the language feature.
export { LanguagePicker } from './components/LanguagePicker';
