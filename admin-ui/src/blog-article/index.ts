import ArticleIcon from '@mui/icons-material/Article';
import { defineResource } from '../common/routes';
import { BlogArticleCreate } from './Create';
import { BlogArticleEdit } from './Edit';
import { BlogArticleList } from './List';

/** Blog articles: /admin/blog/article, create at /create, edit at /edit/{id} (API /api/admin/blog/article). */
export default defineResource({
  name: 'blog/article',
  list: BlogArticleList,
  create: BlogArticleCreate,
  edit: BlogArticleEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
});
