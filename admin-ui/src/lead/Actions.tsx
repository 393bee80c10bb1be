import MoveDownIcon from '@mui/icons-material/MoveDown';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, LinkBase, useCanAccess, useDataProvider, useEditContext, useTranslate } from 'react-admin';
import { feedbackStore } from '../common/feedback';
import { useLookups } from '../common/lookups';
import { editPath } from '../common/paths';
import { Section } from '../common/Section';
import type { ShopDataProvider } from '../providers/dataProvider';
import { messagesOf } from '../providers/httpClient';
import { customerCreatePath, type Lead } from './fields';

/**
 * "Move to": POST /api/admin/lead/{id}/status, which fires the new status's trigger (its mails), then
 * the page read again with "Submit Success", or "Submit Fail" with the server's messages.
 */
const MoveTo = ({ lead }: { lead: Lead }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { refetch } = useEditContext<Lead>();
  const lookups = useLookups();
  const [target, setTarget] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const others = (lookups?.statuses ?? []).filter((s) => s.id !== lead.status_id);

  const move = async () => {
    if (!target) return;
    setSending(true);
    try {
      await dataProvider.send(`lead/${encodeURIComponent(String(lead.id))}/status`, { status_id: Number(target) });
      setTarget('');
      feedbackStore.show({ title: 'app.feedback.submit_success', messages: [], severity: 'success' });
    } catch (error) {
      feedbackStore.show({ title: 'app.feedback.submit_fail', messages: messagesOf(error), severity: 'error' });
    } finally {
      await refetch?.();
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <TextField
        id={id}
        select
        size="small"
        label={translate('app.lead.move_to')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        helperText={translate('app.lead.move_help')}
        sx={{ width: 360, maxWidth: '100%' }}
        disabled={sending || !lookups}
      >
        {others.map((status) => (
          <MenuItem key={status.id} value={String(status.id)}>
            {status.name}
          </MenuItem>
        ))}
      </TextField>
      <Button label="app.lead.move" variant="contained" onClick={move} disabled={!target || sending}>
        <MoveDownIcon />
      </Button>
    </Box>
  );
};

/** The lead's status now, "Move to", and "Convert to customer" (for staff who may create customers) or its customer. */
export const LeadActions = () => {
  const translate = useTranslate();
  const { record } = useEditContext<Lead>();
  const { canAccess: canCreateCustomer = false } = useCanAccess({ resource: 'customer', action: 'create' });
  const { canAccess: canEditCustomer = false } = useCanAccess({ resource: 'customer', action: 'edit' });
  if (!record) return null;
  const convert = record.customer_id
    ? canEditCustomer && (
        <Button component={LinkBase} to={editPath('customer', record.customer_id)} label="app.lead.open_customer">
          <PersonAddIcon />
        </Button>
      )
    : canCreateCustomer && (
        <Button component={LinkBase} to={customerCreatePath(record)} label="app.lead.convert">
          <PersonAddIcon />
        </Button>
      );
  return (
    <Section id="lead-status" title={translate('app.lead.sections.status')} action={convert || undefined}>
      <Typography sx={{ mb: 2 }}>
        {translate('app.lead.status_now')}{' '}
        <Box component="strong" data-testid="lead-status-now">
          {record.status_title}
        </Box>
      </Typography>
      <MoveTo lead={record} />
    </Section>
  );
};
