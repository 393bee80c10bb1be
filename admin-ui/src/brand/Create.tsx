import { TranslatableCreate } from '../common/Translatable';
import { BrandForm, brandBody } from './Form';

export const BrandCreate = () => (
  <TranslatableCreate transform={brandBody}>
    <BrandForm isCreate />
  </TranslatableCreate>
);
