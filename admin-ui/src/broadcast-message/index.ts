import DraftsIcon from '@mui/icons-material/Drafts';
import { defineResource } from '../common/routes';
import { MessageCreate, MessageEdit } from './Screens';
import { MessageList } from './List';

/** Campaign messages: /admin/broadcast/message, /create, /edit/{id}. */
export default defineResource({
  name: 'broadcast/message',
  list: MessageList,
  create: MessageCreate,
  edit: MessageEdit,
  icon: DraftsIcon,
  recordRepresentation: 'name',
});
