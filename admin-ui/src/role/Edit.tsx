import { useCallback } from 'react';
import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { useRefreshOwnPermissions } from '../common/permissions';
import { RoleForm, roleBody } from './Form';

export const RoleEdit = () => {
  const notFound = useNotFoundRedirect('role', 'create');
  const refreshOwn = useRefreshOwnPermissions(useCallback((admin, saved) => admin.role.id === Number(saved.id), []));
  const mutationOptions = useEditMutationOptions(refreshOwn);
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={roleBody}
      actions={false}
    >
      <RoleForm deletable />
    </Edit>
  );
};
