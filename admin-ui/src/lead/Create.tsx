import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { leadBody } from './fields';
import { LeadForm } from './Form';

/** /admin/lead/create: saved (the status's trigger sends its mails), the lead's edit page; refused, "Create Fail". */
export const LeadCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={leadBody}>
    <LeadForm isCreate />
  </Create>
);
