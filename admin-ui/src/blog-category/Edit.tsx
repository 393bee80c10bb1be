import { TranslatableEdit } from '../common/Translatable';
import { BlogCategoryForm, blogCategoryBody } from './Form';

export const BlogCategoryEdit = () => (
  <TranslatableEdit resource="blog/category" transform={blogCategoryBody}>
    <BlogCategoryForm />
  </TranslatableEdit>
);
