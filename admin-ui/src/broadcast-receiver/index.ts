import GroupsIcon from '@mui/icons-material/Groups';
import { defineResource } from '../common/routes';
import { ReceiverList } from './List';
import { ReceiverCreate, ReceiverEdit } from './Screens';

/** Receivers (named audiences): /admin/broadcast/receiver, /create, /edit/{name} (a receiver's id is its name). */
export default defineResource({
  name: 'broadcast/receiver',
  list: ReceiverList,
  create: ReceiverCreate,
  edit: ReceiverEdit,
  icon: GroupsIcon,
  recordRepresentation: 'name',
});
