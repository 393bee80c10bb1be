import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { customerBody, leadInputs } from './fields';
import { CustomerForm } from './Form';

/**
 * /admin/customer/create, optionally prefilled from a lead: ?lead_inputs={"first_name":"Ada",...}
 * (unknown keys and text that is not JSON are ignored). Saved: the customer's edit page; refused:
 * "Create Fail" with the server's messages.
 */
export const CustomerCreate = () => {
  const [params] = useSearchParams();
  const raw = params.get('lead_inputs');
  const prefill = useMemo(() => leadInputs(raw), [raw]);
  return (
    <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={customerBody}>
      <CustomerForm isCreate prefill={prefill} />
    </Create>
  );
};
