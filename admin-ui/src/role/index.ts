import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { RoleCreate } from './Create';
import { RoleEdit } from './Edit';
import { RoleList } from './List';

export default { list: RoleList, create: RoleCreate, edit: RoleEdit, icon: AdminPanelSettingsIcon };
