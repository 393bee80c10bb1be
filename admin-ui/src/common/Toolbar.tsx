import { DeleteButton, SaveButton, Toolbar, useCanAccess, useResourceContext } from 'react-admin';
import { deleteMutationOptions } from './mutationFeedback';

/** Save, and on edit pages Delete (pessimistic, "Delete Fail" on failure, then back to the list). */
export const FormToolbar = ({ deletable = false }: { deletable?: boolean }) => {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {deletable && canAccess && <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect="list" />}
    </Toolbar>
  );
};
