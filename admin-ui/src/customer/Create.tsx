import { useMemo } from 'react';
import { Create } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { customerBody, leadIdOf, leadInputs } from './fields';
import { CustomerForm } from './Form';

/**
 * /admin/customer/create, optionally prefilled from a lead: ?lead_inputs={"first_name":"Ada",...}
 * (unknown keys and text that is not JSON are ignored; its lead_id is sent, and the lead is marked converted). Saved: the customer's edit page; refused:
 * "Create Fail" with the server's messages.
 */
export const CustomerCreate = () => {
  const [params] = useSearchParams();
  const raw = params.get('lead_inputs');
  const prefill = useMemo(() => leadInputs(raw), [raw]);
  const leadId = useMemo(() => leadIdOf(raw), [raw]);
  const transform = (data: Record<string, unknown>) => ({ ...customerBody(data), ...(leadId ? { lead_id: leadId } : {}) });
  return (
    <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={transform}>
      <CustomerForm isCreate prefill={prefill} />
    </Create>
  );
};
