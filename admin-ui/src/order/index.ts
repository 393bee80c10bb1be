import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineResource } from '../common/routes';
import { OrderList } from './List';
import { OrderShow } from './Show';

/** Orders: the list at /admin/order and the order at /admin/order/{id} (paths.ts). */
export default defineResource({ name: 'order', list: OrderList, show: OrderShow, icon: ReceiptLongIcon, recordRepresentation: 'number' });
