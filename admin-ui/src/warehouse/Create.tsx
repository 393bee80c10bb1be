import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { WarehouseForm, warehouseBody } from './Form';

export const WarehouseCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={warehouseBody}>
    <WarehouseForm isCreate />
  </Create>
);
