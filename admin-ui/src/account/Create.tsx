import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { AccountForm, accountBody } from './Form';

export const AccountCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={accountBody}>
    <AccountForm isCreate />
  </Create>
);
