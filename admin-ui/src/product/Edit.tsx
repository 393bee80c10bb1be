import { TranslatableEdit } from '../common/Translatable';
import { ProductForm, productBody } from './Form';

/** path/edit/{id}: the language switcher on top reloads name, description and meta in that language. */
export const ProductEdit = () => (
  <TranslatableEdit resource="product" transform={productBody}>
    <ProductForm />
  </TranslatableEdit>
);
