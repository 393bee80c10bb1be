import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { MemberPointsList } from './List';
import { MemberPointsShow } from './Show';

/**
 * Members and their reward points: the list at /admin/membership/member and a member's page at
 * /admin/membership/member/{id} (custom routes in App.tsx: the API resources are points/member and
 * user/{id}/points, not the path).
 */
export default { list: MemberPointsList, show: MemberPointsShow, icon: LoyaltyIcon };
