import { TranslatableCreate } from '../common/Translatable';
import { BlogArticleForm, blogArticleBody } from './Form';

export const BlogArticleCreate = () => (
  <TranslatableCreate transform={blogArticleBody}>
    <BlogArticleForm isCreate />
  </TranslatableCreate>
);
