import { DataTable, DeleteButton, SearchInput, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /admin/broadcast/receiver: name, who it reaches (customers, leads or both), its tags, updated (date only), actions. */
export const ReceiverList = () => {
  const translate = useTranslate();
  const audience = (r: RaRecord) => translate(`app.broadcast.audiences.${r.rules?.audience ?? 'all'}`);
  return (
    <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }} primaryText={(r) => r.name} secondaryText={audience}>
      <DataTable.Col source="name" />
      <DataTable.Col source="rules.audience" label="resources.broadcast/receiver.fields.audience" disableSort render={audience} />
      <DataTable.Col source="rules.tags" label="resources.broadcast/receiver.fields.tags" disableSort render={(r) => (r.rules?.tags ?? []).join(', ')} />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
