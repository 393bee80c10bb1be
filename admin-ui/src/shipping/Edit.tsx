import { ShopEdit } from '../common/ShopEdit';
import { ShippingForm, shippingBody } from './Form';

export const ShippingEdit = () => (
  <ShopEdit transform={shippingBody}>
    <ShippingForm />
  </ShopEdit>
);
