import StyleIcon from '@mui/icons-material/Style';
import { defineResource } from '../common/routes';
import { AttributeCreate } from './Create';
import { AttributeEdit } from './Edit';
import { AttributeList } from './List';

export default defineResource({
  name: 'attribute',
  list: AttributeList,
  create: AttributeCreate,
  edit: AttributeEdit,
  icon: StyleIcon,
  recordRepresentation: 'name',
});
