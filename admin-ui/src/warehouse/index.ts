import WarehouseIcon from '@mui/icons-material/Warehouse';
import { defineResource } from '../common/routes';
import { WarehouseCreate } from './Create';
import { WarehouseEdit } from './Edit';
import { WarehouseList } from './List';

export default defineResource({
  name: 'warehouse',
  list: WarehouseList,
  create: WarehouseCreate,
  edit: WarehouseEdit,
  icon: WarehouseIcon,
  recordRepresentation: 'name',
});
