import { ShopEdit } from '../common/ShopEdit';
import { WarehouseForm, warehouseBody } from './Form';

export const WarehouseEdit = () => (
  <ShopEdit transform={warehouseBody}>
    <WarehouseForm />
  </ShopEdit>
);
