import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { RoleForm, roleBody } from './Form';

export const RoleCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={roleBody}>
    <RoleForm />
  </Create>
);
