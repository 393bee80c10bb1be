// What the app may use of the form feature: a form builder form's public page.
export { fetchForm } from './api/form';
export { FormView } from './components/FormView';
