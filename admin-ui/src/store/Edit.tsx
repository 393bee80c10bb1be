import { ShopEdit } from '../common/ShopEdit';
import { StoreForm, storeBody } from './Form';

export const StoreEdit = () => (
  <ShopEdit transform={storeBody}>
    <StoreForm />
  </ShopEdit>
);
