import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  DataTable,
  DeleteButton,
  LinkBase,
  SearchInput,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Schema } from '@shop/kernel';
import { feedbackStore } from '../common/feedback';
import { dateTime } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { editPath } from '../common/paths';
import type { ShopDataProvider } from '../providers/dataProvider';
import { messagesOf } from '../providers/httpClient';

/** GET /api/admin/contact: a message from the contact form, a funnel, a form or the ebook page. */
export type Contact = Schema<'ContactAnswer'>;

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const stop = (event: MouseEvent) => event.stopPropagation();
const sourceKey = (source: string) => `app.contact.sources.${source}`;

/** The lead the contact became (a link to it), or "Make a lead" for staff holding lead.contact.edit. */
const LeadCell = () => {
  const record = useRecordContext<Contact>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'lead/contact', action: 'edit' });
  const [sending, setSending] = useState(false);
  if (!record) return null;
  if (record.lead_id)
    return (
      <Button component={LinkBase} to={editPath('lead', record.lead_id)} onClick={stop} label={translate('app.contact.open_lead', { id: record.lead_id })}>
        <OpenInNewIcon />
      </Button>
    );
  if (!canEdit) return null;
  const make = async (event: MouseEvent) => {
    event.stopPropagation();
    setSending(true);
    try {
      const lead = await dataProvider.send<{ id: number }>(`contact/${encodeURIComponent(String(record.id))}/lead`, {});
      void navigate(editPath('lead', lead.id));
    } catch (error) {
      feedbackStore.show({ title: 'app.feedback.submit_fail', messages: messagesOf(error), severity: 'error' });
      setSending(false);
    }
  };
  return (
    <Button
      label="app.contact.make_lead"
      onClick={make}
      disabled={sending}
      aria-label={translate('app.contact.make_lead_of', { name: record.name || record.email })}
    >
      <PersonAddIcon />
    </Button>
  );
};

/** A row opened: the whole message with its language. */
const ContactMessage = () => {
  const record = useRecordContext<Contact>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ py: 1, px: 2 }} data-testid="contact-message">
      <Typography variant="subtitle2">{record.subject || translate('app.contact.no_subject')}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{record.message || translate('app.contact.no_message')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.contact.language', { language: record.language || '-' })}
      </Typography>
    </Box>
  );
};

/**
 * /admin/lead/contact: name, email, subject, where it came from, received, and the lead (a link, or
 * "Make a lead": POST /api/admin/contact/{id}/lead, then the new lead's edit page); newest first. A
 * row opens to show the message. Staff holding lead.contact.edit may enter one by hand (Create).
 */
export const ContactList = () => {
  const translate = useTranslate();
  const source = (record: RaRecord) => translate(sourceKey(String(record.source)), { _: String(record.source ?? '') });
  return (
    <ResourceList
      filters={filters}
      rowLink={false}
      expand={<ContactMessage />}
      sort={{ field: 'created_at', order: 'DESC' }}
      primaryText={(r) => r.name || r.email}
      secondaryText={(r) => [r.email, r.subject, source(r)].filter(Boolean).join(' · ')}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="email" />
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="source" disableSort render={source} />
      <DataTable.Col source="created_at" render={dateTime('created_at')} />
      <DataTable.Col source="lead_id" disableSort>
        <LeadCell />
      </DataTable.Col>
      <DataTable.Col label="app.list.actions" disableSort>
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} onClick={stop} />
      </DataTable.Col>
    </ResourceList>
  );
};
