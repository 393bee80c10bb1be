import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { MemberList } from './List';
import { MemberShow } from './Show';

/**
 * Members and their reward points: the list at /admin/membership/member and a member's page at
 * /admin/membership/member/{id} (custom routes in App.tsx: the API resources are points/member and
 * user/{id}/points, not the path).
 */
export default { list: MemberList, show: MemberShow, icon: LoyaltyIcon };
