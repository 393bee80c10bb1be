import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { defineResource } from '../common/routes';
import { RoleCreate } from './Create';
import { RoleEdit } from './Edit';
import { RoleList } from './List';

export default defineResource({ name: 'role', list: RoleList, create: RoleCreate, edit: RoleEdit, icon: AdminPanelSettingsIcon, recordRepresentation: 'name' });
