import ContactPageIcon from '@mui/icons-material/ContactPage';
import { defineResource } from '../common/routes';
import { fullName } from '../customer/fields';
import { LeadCreate } from './Create';
import { LeadEdit } from './Edit';
import { LeadList } from './List';

/** Leads: the list at /admin/lead, create at /admin/lead/create, edit at /admin/lead/edit/{id} (optionally ?from=customer-create). */
export default defineResource({
  name: 'lead',
  list: LeadList,
  create: LeadCreate,
  edit: LeadEdit,
  icon: ContactPageIcon,
  recordRepresentation: (r) => fullName(r) || r.email,
});
