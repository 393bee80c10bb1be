import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '../common/routes';
import { ContactList } from './List';

/** Contacts (messages from the contact form, funnels, forms and the ebook page): the list at /admin/lead/contact. The API resource is contact. */
export default defineResource({ name: 'lead/contact', list: ContactList, icon: ContactMailIcon, recordRepresentation: 'email' });
