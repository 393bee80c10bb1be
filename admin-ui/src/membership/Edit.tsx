import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { MembershipForm, membershipBody } from './Form';

export const MembershipEdit = () => {
  const notFound = useNotFoundRedirect('membership', 'create');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={membershipBody}
      actions={false}
    >
      <MembershipForm />
    </Edit>
  );
};
