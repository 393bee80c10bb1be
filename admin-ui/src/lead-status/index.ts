import LabelIcon from '@mui/icons-material/Label';
import { defineResource } from '../common/routes';
import { LeadStatusCreate } from './Create';
import { LeadStatusEdit } from './Edit';
import { LeadStatusList } from './List';

/**
 * Lead statuses: the list at /admin/lead/status, create at /admin/lead/status/create, edit at
 * /admin/lead/status/edit/{id}. The API resource is status (providers/dataProvider.ts).
 */
export default defineResource({
  name: 'lead/status',
  list: LeadStatusList,
  create: LeadStatusCreate,
  edit: LeadStatusEdit,
  icon: LabelIcon,
  recordRepresentation: 'title',
});
