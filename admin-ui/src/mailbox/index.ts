import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { defineResource } from '../common/routes';
import { MailboxList } from './List';
import { MailboxShow } from './Show';

export default defineResource({ name: 'mailbox', list: MailboxList, show: MailboxShow, icon: MailOutlineIcon, recordRepresentation: 'subject' });
