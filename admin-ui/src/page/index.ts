import DescriptionIcon from '@mui/icons-material/Description';
import { defineResource } from '../common/routes';
import { PageCreate } from './Create';
import { PageEdit } from './Edit';
import { PageList } from './List';

export default defineResource({ name: 'page', list: PageList, create: PageCreate, edit: PageEdit, icon: DescriptionIcon, recordRepresentation: 'title' });
