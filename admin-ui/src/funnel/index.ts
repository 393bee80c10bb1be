import FilterAltIcon from '@mui/icons-material/FilterAlt';
import { defineResource } from '../common/routes';
import { FunnelCreate } from './Create';
import { FunnelEdit } from './Edit';
import { FunnelList } from './List';

/**
 * Funnels: the list at /admin/lead/funnel, create at /admin/lead/funnel/create, edit at
 * /admin/lead/funnel/edit/{id}; the board at /admin/lead/funnel/management/{id} (App.tsx). The API
 * resource is funnel (providers/dataProvider.ts).
 */
export default defineResource({
  name: 'lead/funnel',
  list: FunnelList,
  create: FunnelCreate,
  edit: FunnelEdit,
  icon: FilterAltIcon,
  recordRepresentation: 'title',
});
