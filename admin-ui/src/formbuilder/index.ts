import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import { defineResource } from '../common/routes';
import { FormCreate } from './Create';
import { FormEdit } from './Edit';
import { FormList } from './List';

/**
 * The form builder: the list at /admin/formbuilder, create at /admin/formbuilder/create, edit at
 * /admin/formbuilder/edit/{id}; a form's submissions at /admin/formbuilder/histories/{id} and one
 * submission at /admin/formbuilder/history?id={id} (App.tsx).
 */
export default defineResource({
  name: 'formbuilder',
  list: FormList,
  create: FormCreate,
  edit: FormEdit,
  icon: DynamicFormIcon,
  recordRepresentation: 'url',
});
