import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { defineResource } from '../common/routes';
import { AccountCreate } from './Create';
import { AccountEdit } from './Edit';
import { AccountList } from './List';

export default defineResource({
  name: 'account',
  list: AccountList,
  create: AccountCreate,
  edit: AccountEdit,
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
});
