import { TranslatableEdit } from '../common/Translatable';
import { PageForm, pageBody } from './Form';

export const PageEdit = () => (
  <TranslatableEdit resource="page" transform={pageBody}>
    <PageForm />
  </TranslatableEdit>
);
