import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { defineResource } from '../common/routes';
import { MenuCreate } from './Create';
import { MenuEdit } from './Edit';
import { MenuList } from './List';

export default defineResource({ name: 'menu', list: MenuList, create: MenuCreate, edit: MenuEdit, icon: AccountTreeIcon, recordRepresentation: 'title' });
