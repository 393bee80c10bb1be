import { ShopEdit } from '../common/ShopEdit';
import { MembershipForm, membershipBody } from './Form';

export const MembershipEdit = () => (
  <ShopEdit transform={membershipBody}>
    <MembershipForm />
  </ShopEdit>
);
