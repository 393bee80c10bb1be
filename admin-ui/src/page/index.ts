import ArticleIcon from '@mui/icons-material/Article';
import { defineResource } from '../common/routes';
import { PageCreate } from './Create';
import { PageEdit } from './Edit';
import { PageList } from './List';

export default defineResource({ name: 'page', list: PageList, create: PageCreate, edit: PageEdit, icon: ArticleIcon, recordRepresentation: 'title' });
