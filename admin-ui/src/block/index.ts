import WidgetsIcon from '@mui/icons-material/Widgets';
import { defineResource } from '../common/routes';
import { BlockCreate } from './Create';
import { BlockEdit } from './Edit';
import { BlockList } from './List';

export default defineResource({ name: 'block', list: BlockList, create: BlockCreate, edit: BlockEdit, icon: WidgetsIcon, recordRepresentation: 'title' });
