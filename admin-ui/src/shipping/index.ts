import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineResource } from '../common/routes';
import { ShippingCreate } from './Create';
import { ShippingEdit } from './Edit';
import { ShippingList } from './List';

export default defineResource({
  name: 'shipping',
  list: ShippingList,
  create: ShippingCreate,
  edit: ShippingEdit,
  icon: LocalShippingIcon,
  recordRepresentation: (r) => r.name?.en_us ?? String(r.id),
});
