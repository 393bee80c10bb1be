import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../common/routes';
import { CustomerCreate } from './Create';
import { CustomerEdit } from './Edit';
import { fullName } from './fields';
import { CustomerList } from './List';

/**
 * Customers: the list at /admin/customer, create at /admin/customer/create (optionally ?lead_inputs=),
 * edit at /admin/customer/edit/{id}. The API resource is user (providers/dataProvider.ts).
 */
export default defineResource({
  name: 'customer',
  list: CustomerList,
  create: CustomerCreate,
  edit: CustomerEdit,
  icon: PeopleIcon,
  recordRepresentation: (r) => fullName(r) || r.email,
});
