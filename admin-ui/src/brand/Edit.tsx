import { TranslatableEdit } from '../common/Translatable';
import { BrandForm, brandBody } from './Form';

export const BrandEdit = () => (
  <TranslatableEdit resource="brand" transform={brandBody}>
    <BrandForm />
  </TranslatableEdit>
);
