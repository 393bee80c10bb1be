import FactoryIcon from '@mui/icons-material/Factory';
import { defineResource } from '../common/routes';
import { SupplierCreate } from './Create';
import { SupplierEdit } from './Edit';
import { SupplierList } from './List';

export default defineResource({
  name: 'supplier',
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
  icon: FactoryIcon,
  recordRepresentation: 'name',
});
