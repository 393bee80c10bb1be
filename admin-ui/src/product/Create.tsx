import { TranslatableCreate } from '../common/Translatable';
import { ProductForm, productBody } from './Form';

export const ProductCreate = () => (
  <TranslatableCreate transform={productBody}>
    <ProductForm isCreate />
  </TranslatableCreate>
);
