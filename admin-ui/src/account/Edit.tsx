import { useCallback } from 'react';
import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { useRefreshOwnPermissions } from '../common/permissions';
import { AccountForm, accountBody } from './Form';

export const AccountEdit = () => {
  const notFound = useNotFoundRedirect('account', 'create');
  const refreshOwn = useRefreshOwnPermissions(useCallback((admin, saved) => admin.id === Number(saved.id), []));
  const mutationOptions = useEditMutationOptions(refreshOwn);
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={accountBody}
      actions={false}
    >
      <AccountForm />
    </Edit>
  );
};
