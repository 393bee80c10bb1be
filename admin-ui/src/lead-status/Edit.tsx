import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { leadStatusBody } from './fields';
import { LeadStatusForm } from './Form';

/**
 * /admin/lead/status/edit/{id}: "Submit Success" or "Submit Fail" with the messages; Delete refused
 * while customers or leads are at the status ("Delete Fail"). An unknown id: "ID not exists", then the
 * create page after 1 second.
 */
export const LeadStatusEdit = () => {
  const notFound = useNotFoundRedirect('lead/status', 'create');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={leadStatusBody}
      actions={false}
    >
      <LeadStatusForm />
    </Edit>
  );
};
