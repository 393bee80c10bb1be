import ReceiptIcon from '@mui/icons-material/Receipt';
import { defineResource } from '../common/routes';
import { ReceiptCreate } from './Create';
import { ReceiptList } from './List';
import { ReceiptShow } from './Show';

/** Purchase receipts at /admin/supplier/receipt: a list, a create screen and a show page (receipts are never edited). */
export default defineResource({
  name: 'supplier/receipt',
  list: ReceiptList,
  create: ReceiptCreate,
  show: ReceiptShow,
  icon: ReceiptIcon,
  recordRepresentation: 'number',
});
