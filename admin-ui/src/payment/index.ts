import PaymentsIcon from '@mui/icons-material/Payments';
import { defineResource } from '../common/routes';
import { PaymentEdit } from './Edit';
import { PaymentList } from './List';

/** Payment methods: a fixed list of three (no create or delete), each edited at /admin/payment/edit/{code}. */
export default defineResource({ name: 'payment', list: PaymentList, edit: PaymentEdit, icon: PaymentsIcon, recordRepresentation: 'code' });
