import { ShopEdit } from '../common/ShopEdit';
import { SupplierForm, supplierBody } from './Form';

export const SupplierEdit = () => (
  <ShopEdit transform={supplierBody}>
    <SupplierForm />
  </ShopEdit>
);
