import { TranslatableCreate } from '../common/Translatable';
import { BlogCategoryForm, blogCategoryBody } from './Form';

export const BlogCategoryCreate = () => (
  <TranslatableCreate transform={blogCategoryBody}>
    <BlogCategoryForm isCreate />
  </TranslatableCreate>
);
