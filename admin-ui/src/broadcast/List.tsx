import { DataTable, SearchInput, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /admin/broadcast: id, title, message, status, sent of all, progress, updated (date only), actions. */
export const BroadcastList = () => {
  const translate = useTranslate();
  const status = (r: RaRecord) => translate(`app.broadcast.statuses.${r.status}`);
  return (
    <ResourceList filters={filters} primaryText={(r) => r.title} secondaryText={status}>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="message_name" disableSort />
      <DataTable.Col source="status" render={status} />
      <DataTable.Col
        source="counts.sent"
        label="resources.broadcast.fields.sent"
        disableSort
        align="right"
        render={(r) => `${r.counts.sent} / ${r.counts.total}`}
      />
      <DataTable.Col source="progress" disableSort align="right" render={(r) => `${r.progress}%`} />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
      </DataTable.Col>
    </ResourceList>
  );
};
