import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { funnelBody } from './fields';
import { FunnelForm } from './Form';

/**
 * /admin/lead/funnel/edit/{id}: "Submit Success" or "Submit Fail" with the messages; Delete with
 * "Delete Fail". An unknown id: "ID not exists", then the create page after 1 second.
 */
export const FunnelEdit = () => {
  const notFound = useNotFoundRedirect('lead/funnel', 'create');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={funnelBody}
      actions={false}
    >
      <FunnelForm />
    </Edit>
  );
};
