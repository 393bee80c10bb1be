import {
  BooleanField,
  DataTable,
  DeleteButton,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { fullName, SOURCE_CHOICES, sourceKey, type CustomerRow } from './fields';

const field = (name: string) => `resources.customer.fields.${name}`;

/**
 * The list's filters as GET /api/admin/user takes them: search (name, email, phone), status, source,
 * tag, assigned admin and subscribed. The status and admin pickers read those lists, so they show for
 * staff allowed to read them.
 */
function useFilters() {
  const { permissions } = usePermissions<string[]>();
  const holds = (permission: string) => Array.isArray(permissions) && permissions.includes(permission);
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(holds('lead.status.list')
      ? [
          <ReferenceInput key="status_id" source="status_id" reference="status" sort={{ field: 'order', order: 'ASC' }} perPage={100} alwaysOn>
            <SelectInput optionText="title" label={field('status_id')} />
          </ReferenceInput>,
        ]
      : []),
    <SelectInput key="lead_source" source="lead_source" choices={SOURCE_CHOICES} alwaysOn />,
    <TextInput key="tag" source="tag" label={field('tag')} alwaysOn />,
    ...(holds('account.list')
      ? [
          <ReferenceInput key="admin_id" source="admin_id" reference="account" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <SelectInput optionText="name" label={field('admin_id')} />
          </ReferenceInput>,
        ]
      : []),
    <NullableBooleanInput key="is_subscribe" source="is_subscribe" />,
  ];
}

/**
 * /admin/customer: id, name, email, phone, status, source, assigned to, subscribed, enabled, updated
 * (date only), actions; newest first. Delete is pessimistic: a customer with orders stays, with
 * "Delete Fail" and the server's message.
 */
export const CustomerList = () => {
  const translate = useTranslate();
  const filters = useFilters();
  const source = (record: RaRecord) => (record.lead_source ? translate(sourceKey(record.lead_source), { _: String(record.lead_source) }) : '');
  return (
    <ResourceList
      filters={filters}
      primaryText={(r) => fullName(r as CustomerRow) || r.email}
      secondaryText={(r) => [r.email, r.status_title].filter(Boolean).join(' · ')}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="first_name" label={field('name')} render={(r) => fullName(r as CustomerRow)} />
      <DataTable.Col source="email" />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="status_title" disableSort />
      <DataTable.Col source="lead_source" disableSort render={source} />
      <DataTable.Col source="admin_name" disableSort />
      <DataTable.Col source="is_subscribe" disableSort field={BooleanField} />
      <DataTable.Col source="enabled" disableSort field={BooleanField} />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
