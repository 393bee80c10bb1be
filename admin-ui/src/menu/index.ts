import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { MenuCreate } from './Create';
import { MenuEdit } from './Edit';
import { MenuList } from './List';

export default { list: MenuList, create: MenuCreate, edit: MenuEdit, icon: AccountTreeIcon };
