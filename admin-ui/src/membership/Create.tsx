import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { MembershipForm, membershipBody } from './Form';

export const MembershipCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={membershipBody}>
    <MembershipForm isCreate />
  </Create>
);
