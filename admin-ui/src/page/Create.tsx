import { TranslatableCreate } from '../common/Translatable';
import { PageForm, pageBody } from './Form';

export const PageCreate = () => (
  <TranslatableCreate transform={pageBody}>
    <PageForm isCreate />
  </TranslatableCreate>
);
