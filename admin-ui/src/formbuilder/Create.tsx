import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { formBody } from './fields';
import { FormBuilderForm } from './Form';

/** /admin/formbuilder/create: saved, the form's edit page; refused, "Create Fail" with the server's messages. */
export const FormCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={formBody}>
    <FormBuilderForm isCreate />
  </Create>
);
