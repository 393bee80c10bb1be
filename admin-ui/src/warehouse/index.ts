import WarehouseIcon from '@mui/icons-material/Warehouse';
import { WarehouseCreate } from './Create';
import { WarehouseEdit } from './Edit';
import { WarehouseList } from './List';

export default { list: WarehouseList, create: WarehouseCreate, edit: WarehouseEdit, icon: WarehouseIcon };
