import ContactMailIcon from '@mui/icons-material/ContactMail';
import { defineResource } from '../common/routes';
import { ContactCreate } from './Create';
import { ContactList } from './List';

/**
 * Contacts (messages from the contact form, funnels, forms and the ebook page, and people staff enter by hand at
 * /admin/lead/contact/create): the list at /admin/lead/contact. The API resource is contact.
 */
export default defineResource({ name: 'lead/contact', list: ContactList, create: ContactCreate, icon: ContactMailIcon, recordRepresentation: 'email' });
