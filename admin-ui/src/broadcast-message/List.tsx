import { DataTable, DeleteButton, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /admin/broadcast/message: id, name, the broadcasts that send it, updated (date only), actions. */
export const MessageList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.name} secondaryText={(r) => r.subject?.en_us ?? ''}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="broadcasts" disableSort align="right" />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
