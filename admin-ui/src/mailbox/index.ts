import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { MailboxList } from './List';
import { MailboxShow } from './Show';

export default { list: MailboxList, show: MailboxShow, icon: MailOutlineIcon };
