import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineResource } from '../common/routes';
import { OrderCreate } from './Create';
import { OrderList } from './List';
import { OrderShow } from './Show';

/** Orders: the list at /admin/order, a phone order at /admin/order/create and the order at /admin/order/{id} (paths.ts). */
export default defineResource({ name: 'order', list: OrderList, create: OrderCreate, show: OrderShow, icon: ReceiptLongIcon, recordRepresentation: 'number' });
