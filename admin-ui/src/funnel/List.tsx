import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { MouseEvent } from 'react';
import { Button, DataTable, DeleteButton, LinkBase, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { BOARD_PERMISSION, boardPath, type Funnel } from './fields';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The funnel's board, for staff holding lead.funnel.management. */
const BoardLinkButton = () => {
  const record = useRecordContext<Funnel>();
  const { permissions } = usePermissions<string[]>();
  if (!record || !permissions?.includes(BOARD_PERMISSION)) return null;
  return (
    <Button component={LinkBase} label="app.funnel.board_link" to={boardPath(record.id)} onClick={stop}>
      <ViewKanbanIcon />
    </Button>
  );
};

/** /admin/lead/funnel: id, title, url, enabled, stages, leads, updated (date only), actions (Board, Edit, Delete). */
export const FunnelList = () => {
  const translate = useTranslate();
  const yesNo = (value: unknown) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <ResourceList primaryText={(r) => r.title} secondaryText={(r) => `/funnel/${r.url}`}>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="url" disableSort />
      <DataTable.Col source="enabled" disableSort render={(r) => yesNo(r.enabled)} />
      <DataTable.Col
        source="stage_ids"
        label="resources.lead/funnel.fields.stages"
        disableSort
        align="right"
        render={(r) => (Array.isArray(r.stage_ids) ? r.stage_ids.length : 0)}
      />
      <DataTable.Col source="leads" disableSort align="right" />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <BoardLinkButton />
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
