import { TranslatableEdit } from '../common/Translatable';
import { BlogArticleForm, blogArticleBody } from './Form';

export const BlogArticleEdit = () => (
  <TranslatableEdit resource="blog/article" transform={blogArticleBody}>
    <BlogArticleForm />
  </TranslatableEdit>
);
