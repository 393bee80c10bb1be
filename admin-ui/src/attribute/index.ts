import StyleIcon from '@mui/icons-material/Style';
import { AttributeCreate } from './Create';
import { AttributeEdit } from './Edit';
import { AttributeList } from './List';

export default { list: AttributeList, create: AttributeCreate, edit: AttributeEdit, icon: StyleIcon };
