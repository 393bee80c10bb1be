import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { WarehouseForm, warehouseBody } from './Form';

export const WarehouseEdit = () => {
  const notFound = useNotFoundRedirect('warehouse', 'create');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={warehouseBody}
      actions={false}
    >
      <WarehouseForm />
    </Edit>
  );
};
