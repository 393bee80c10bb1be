import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { leadStatusBody } from './fields';
import { LeadStatusForm } from './Form';

/** /admin/lead/status/create: saved, the status's edit page; refused, "Create Fail" with the server's messages. */
export const LeadStatusCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={leadStatusBody}>
    <LeadStatusForm isCreate />
  </Create>
);
