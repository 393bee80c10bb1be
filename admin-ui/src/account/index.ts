import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { AccountCreate } from './Create';
import { AccountEdit } from './Edit';
import { AccountList } from './List';

export default { list: AccountList, create: AccountCreate, edit: AccountEdit, icon: ManageAccountsIcon };
