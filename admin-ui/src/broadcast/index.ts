import CampaignIcon from '@mui/icons-material/Campaign';
import { defineResource } from '../common/routes';
import { BroadcastList } from './List';
import { BroadcastCreate, BroadcastEdit } from './Screens';

/** Broadcasts: /admin/broadcast, /create, /edit/{id} (a started one shows its progress and counts instead of the form). */
export default defineResource({
  name: 'broadcast',
  list: BroadcastList,
  create: BroadcastCreate,
  edit: BroadcastEdit,
  icon: CampaignIcon,
  recordRepresentation: 'title',
});
