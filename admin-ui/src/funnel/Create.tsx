import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { funnelBody } from './fields';
import { FunnelForm } from './Form';

/** /admin/lead/funnel/create: saved, the funnel's edit page; refused, "Create Fail" with the server's messages. */
export const FunnelCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={funnelBody}>
    <FunnelForm isCreate />
  </Create>
);
