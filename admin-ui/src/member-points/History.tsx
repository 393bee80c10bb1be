import { Box, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useTranslate } from 'react-admin';
import { timestamp } from '../common/format';
import { SHRINKABLE } from '../common/layout';
import { datePart, historyApi, usePointsFormat, type PointsHistoryRow } from './points';

const column = (name: string) => `app.member.history.${name}`;

/** What a row added (+500, in green) and what it took (-600, in red). */
const Change = ({ row }: { row: PointsHistoryRow }) => {
  const points = usePointsFormat();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
      {row.points > 0 && (
        <Box component="span" sx={{ color: 'success.dark' }}>
          {`+${points(row.points)}`}
        </Box>
      )}
      {row.points > 0 && row.used_points > 0 && ' '}
      {row.used_points > 0 && (
        <Box component="span" sx={{ color: 'error.main' }}>
          {`-${points(row.used_points)}`}
        </Box>
      )}
    </Box>
  );
};

/**
 * A member's reward points history (GET /api/admin/user/{id}/points/history), newest first, a page at
 * a time: when, what kind of change in words, the remark, the points added or taken, when the points
 * added expire, the order and the staff member who adjusted.
 */
export const PointsHistory = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const type = (row: PointsHistoryRow) => translate(`app.member.types.${row.type}`, { _: row.type });
  return (
    <ListBase<PointsHistoryRow>
      resource={historyApi(id)}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      disableAuthentication
      storeKey={false}
    >
      {/* Scrolls sideways on narrow screens rather than squeezing the columns. */}
      <Box role="region" tabIndex={0} aria-label={translate('app.member.history.table')} sx={{ ...SHRINKABLE, overflowX: 'auto' }}>
        <DataTable<PointsHistoryRow>
          rowClick={false}
          bulkActionButtons={false}
          empty={<Typography color="text.secondary">{translate('app.member.history.empty')}</Typography>}
        >
          <DataTable.Col
            source="created_at"
            label={column('created_at')}
            disableSort
            render={(row) => timestamp(row.created_at)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="type" label={column('type')} disableSort render={type} sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="remark" label={column('remark')} disableSort sx={{ minWidth: '12em', overflowWrap: 'break-word' }} />
          <DataTable.Col source="points" label={column('points')} disableSort align="right" render={(row) => <Change row={row as PointsHistoryRow} />} />
          <DataTable.Col
            source="expiry_date"
            label={column('expiry_date')}
            disableSort
            render={(row) => datePart(row.expiry_date)}
            sx={{ whiteSpace: 'nowrap' }}
          />
          <DataTable.Col source="order_number" label={column('order_number')} disableSort />
          <DataTable.Col source="admin_name" label={column('admin_name')} disableSort />
        </DataTable>
      </Box>
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </ListBase>
  );
};
