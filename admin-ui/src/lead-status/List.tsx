import { DataTable, DeleteButton, SearchInput, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { CrmSettings } from './CrmSettings';
import { triggerKey } from './fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** id, title, order, trigger (in words), customers at the status, updated (date only), actions; in status order; below, the CRM settings (the ebook page's status). */
export const LeadStatusList = () => {
  const translate = useTranslate();
  const trigger = (record: RaRecord) => translate(triggerKey(record.trigger ?? 'none'), { _: String(record.trigger ?? '') });
  return (
    <>
      <ResourceList filters={filters} sort={{ field: 'order', order: 'ASC' }} primaryText={(r) => r.title} secondaryText={trigger}>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="order" align="right" />
        <DataTable.Col source="trigger" disableSort render={trigger} />
        <DataTable.Col source="customers" disableSort align="right" />
        <DataTable.Col source="updated_at" render={datePart('updated_at')} />
        <DataTable.Col label="app.list.actions" disableSort>
          <EditLinkButton />
          <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
        </DataTable.Col>
      </ResourceList>
      <CrmSettings />
    </>
  );
};
