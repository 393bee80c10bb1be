import EditIcon from '@mui/icons-material/Edit';
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { Button, Create, LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { leadFromCustomerCreatePath } from '../common/paths';
import { customerBody, leadIdOf, leadInputs } from './fields';
import { CustomerForm } from './Form';

/** Made from a lead: which one, and (for staff who may edit leads) "Edit the lead", whose page returns to the customer list after saving. */
const FromLead = ({ leadId }: { leadId: number }) => {
  const translate = useTranslate();
  const { canAccess: canEditLead = false } = useCanAccess({ resource: 'lead', action: 'edit' });
  return (
    <Alert
      severity="info"
      sx={{ m: 2, mb: 0 }}
      action={
        canEditLead && (
          <Button component={LinkBase} to={leadFromCustomerCreatePath(leadId)} label="app.customer.edit_lead">
            <EditIcon />
          </Button>
        )
      }
    >
      {translate('app.customer.from_lead', { id: leadId })}
    </Alert>
  );
};

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
      {leadId && <FromLead leadId={leadId} />}
      <CustomerForm isCreate prefill={prefill} />
    </Create>
  );
};
