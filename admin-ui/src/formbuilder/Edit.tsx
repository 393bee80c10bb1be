import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { formBody } from './fields';
import { FormBuilderForm } from './Form';

/**
 * /admin/formbuilder/edit/{id}: "Submit Success" or "Submit Fail" with the messages; Delete with
 * "Delete Fail". An unknown id: "ID not exists", then the create page after 1 second.
 */
export const FormEdit = () => {
  const notFound = useNotFoundRedirect('formbuilder', 'create');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={formBody}
      actions={false}
    >
      <FormBuilderForm />
    </Edit>
  );
};
