import { ShopEdit } from '../common/ShopEdit';
import { funnelBody } from './fields';
import { FunnelForm } from './Form';

/**
 * /admin/lead/funnel/edit/{id}: "Submit Success" or "Submit Fail" with the messages; Delete with
 * "Delete Fail". An unknown id: "ID not exists", then the create page after 1 second.
 */
export const FunnelEdit = () => (
  <ShopEdit transform={funnelBody}>
    <FunnelForm />
  </ShopEdit>
);
