import FolderIcon from '@mui/icons-material/Folder';
import { defineResource } from '../common/routes';
import { BlogCategoryCreate } from './Create';
import { BlogCategoryEdit } from './Edit';
import { BlogCategoryList } from './List';

/** Blog categories: /admin/blog/category, create at /create, edit at /edit/{id} (API /api/admin/blog/category). */
export default defineResource({
  name: 'blog/category',
  list: BlogCategoryList,
  create: BlogCategoryCreate,
  edit: BlogCategoryEdit,
  icon: FolderIcon,
  recordRepresentation: 'title',
});
