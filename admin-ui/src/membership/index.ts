import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { defineResource } from '../common/routes';
import { MembershipCreate } from './Create';
import { MembershipEdit } from './Edit';
import { MembershipList } from './List';

/** Membership tiers: the list at /admin/membership, create at /admin/membership/create, edit at /admin/membership/edit/{id}. */
export default defineResource({
  name: 'membership',
  list: MembershipList,
  create: MembershipCreate,
  edit: MembershipEdit,
  icon: WorkspacePremiumIcon,
  recordRepresentation: (r) => r.name?.en_us ?? String(r.id),
});
