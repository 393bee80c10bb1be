import { DataTable, DeleteButton, SearchInput, SelectInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { useLookups } from '../common/lookups';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { fullName, SOURCE_CHOICES, sourceKey } from '../customer/fields';
import type { LeadRow } from './fields';

const field = (name: string) => `resources.lead.fields.${name}`;

/** The filters GET /api/admin/lead takes: search (name, email, company), status, assigned staff, source, tag. */
function useFilters() {
  const lookups = useLookups();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status_id" source="status_id" label={field('status_id')} choices={lookups?.statuses ?? []} isPending={!lookups} alwaysOn />,
    <SelectInput key="admin_id" source="admin_id" label={field('admin_id')} choices={lookups?.admins ?? []} isPending={!lookups} alwaysOn />,
    <SelectInput key="lead_source" source="lead_source" label={field('lead_source')} choices={SOURCE_CHOICES} alwaysOn />,
    <TextInput key="tag" source="tag" label={field('tag')} alwaysOn />,
  ];
}

/** /admin/lead: id, name, email, company, status, assigned to, source, updated (date only), actions; newest first. */
export const LeadList = () => {
  const translate = useTranslate();
  const filters = useFilters();
  const source = (record: RaRecord) => (record.lead_source ? translate(sourceKey(record.lead_source), { _: String(record.lead_source) }) : '');
  return (
    <ResourceList
      filters={filters}
      primaryText={(r) => fullName(r as LeadRow) || r.email}
      secondaryText={(r) => [r.email, r.status_title].filter(Boolean).join(' · ')}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="first_name" label={field('name')} render={(r) => fullName(r as LeadRow)} />
      <DataTable.Col source="email" />
      <DataTable.Col source="company" disableSort />
      <DataTable.Col source="status_title" disableSort />
      <DataTable.Col source="admin_name" disableSort />
      <DataTable.Col source="lead_source" disableSort render={source} />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
