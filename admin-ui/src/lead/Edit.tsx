import { Box, Card } from '@mui/material';
import { useCallback } from 'react';
import { Edit } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { FROM_CUSTOMER_CREATE, listPath } from '../common/paths';
import { LeadActions } from './Actions';
import { leadBody } from './fields';
import { LeadForm } from './Form';
import { LeadTimeline } from './Timeline';

/**
 * /admin/lead/edit/{id}: the form ("Submit Success" or "Submit Fail"; Delete with "Delete Fail"), the
 * status with "Move to" and "Convert to customer", and the timeline. Reached with
 * ?from=customer-create, saving goes back to the customer list (spec section 2). An unknown id: "ID
 * not exists", then the list after 1 second.
 */
export const LeadEdit = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromCustomerCreate = params.get('from') === FROM_CUSTOMER_CREATE;
  const afterSave = useCallback(() => navigate(listPath('customer')), [navigate]);
  const notFound = useNotFoundRedirect('lead', 'list');
  const mutationOptions = useEditMutationOptions(fromCustomerCreate ? afterSave : undefined);
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={leadBody}
      actions={false}
      component="div"
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <LeadForm />
        </Card>
        <LeadActions />
        <LeadTimeline />
      </Box>
    </Edit>
  );
};
