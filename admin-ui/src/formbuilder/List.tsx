import ListAltIcon from '@mui/icons-material/ListAlt';
import type { MouseEvent } from 'react';
import { BooleanInput, Button, DataTable, DeleteButton, LinkBase, SearchInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { historiesPath, HISTORIES_PERMISSION } from './fields';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The form's submissions, for staff holding formbuilder.histories. */
const HistoriesLinkButton = () => {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  if (!record || !permissions?.includes(HISTORIES_PERMISSION)) return null;
  return (
    <Button component={LinkBase} label="app.formbuilder.histories_link" to={historiesPath(record.id)} onClick={stop}>
      <ListAltIcon />
    </Button>
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="enabled" source="enabled" label="resources.formbuilder.fields.enabled" />];

/** /admin/formbuilder: id, title (in the interface language), url, enabled, guests, once, funnel, submissions, updated (date only), actions. */
export const FormList = () => {
  const translate = useTranslate();
  const yesNo = (value: unknown) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <ResourceList filters={filters} sort={{ field: 'updated_at', order: 'DESC' }} primaryText={(r) => r.title_text} secondaryText={(r) => `/form/${r.url}`}>
      <DataTable.Col source="id" />
      <DataTable.Col source="title_text" label="resources.formbuilder.fields.title" disableSort />
      <DataTable.Col source="url" render={(r) => `/form/${r.url}`} />
      <DataTable.Col source="enabled" disableSort render={(r) => yesNo(r.enabled)} />
      <DataTable.Col source="allow_guest" disableSort render={(r) => yesNo(r.allow_guest)} />
      <DataTable.Col source="limit_submit" disableSort render={(r) => yesNo(r.limit_submit)} />
      <DataTable.Col source="funnel_title" disableSort render={(r) => r.funnel_title ?? '—'} />
      <DataTable.Col source="submissions" disableSort align="right" />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <HistoriesLinkButton />
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
