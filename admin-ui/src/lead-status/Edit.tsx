import { ShopEdit } from '../common/ShopEdit';
import { leadStatusBody } from './fields';
import { LeadStatusForm } from './Form';

/**
 * /admin/lead/status/edit/{id}: "Submit Success" or "Submit Fail" with the messages; Delete refused
 * while customers or leads are at the status ("Delete Fail"). An unknown id: "ID not exists", then the
 * create page after 1 second.
 */
export const LeadStatusEdit = () => (
  <ShopEdit transform={leadStatusBody}>
    <LeadStatusForm />
  </ShopEdit>
);
