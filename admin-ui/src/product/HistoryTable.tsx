import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LinearProgress, useGetList, useTranslate } from 'react-admin';
import { SHRINKABLE, VISUALLY_HIDDEN } from '../common/layout';

export interface HistoryRow {
  id: number;
  date: string;
  type: 'plus' | 'minus' | 'transfer' | 'update';
  warehouse: string;
  remark: string;
  admin_name: string;
  sku: string;
  option: string;
  change: number;
  quantity_after: number;
}

const COLUMNS = ['date', 'type', 'warehouse', 'sku', 'option', 'change', 'quantity_after', 'remark', 'admin_name'] as const;

const when = (date: string) =>
  String(date ?? '')
    .slice(0, 19)
    .replace('T', ' ');

/**
 * Inventory histories, newest first: GET /api/admin/product/{id}/inventories/histories or
 * /api/admin/inventory/{id}/histories. `version` changes after a move to read them again.
 */
export const HistoryTable = ({ path, version = 0, caption }: { path: string; version?: number; caption: string }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data, total, isPending, error, refetch } = useGetList<HistoryRow>(path, {
    pagination: { page: page + 1, perPage },
    sort: { field: 'id', order: 'DESC' },
  });
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);

  if (isPending) return <LinearProgress />;
  if (error) return <Typography color="error">{translate('ra.notification.http_error')}</Typography>;
  if (!data || data.length === 0) return <Typography color="text.secondary">{translate('app.inventory.history.empty')}</Typography>;
  return (
    <Box>
      <TableContainer tabIndex={0} role="region" aria-label={caption} sx={SHRINKABLE}>
        <Table size="small">
          {/* Named for screen readers; the tab or dialog title already shows the name. */}
          <Box component="caption" sx={VISUALLY_HIDDEN}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'change' || column === 'quantity_after' ? 'right' : 'left'}>
                  {translate(`app.inventory.history.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id} data-history-type={row.type}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.date)}</TableCell>
                <TableCell>{translate(`app.inventory.moves.${row.type}`, { _: row.type })}</TableCell>
                <TableCell>{row.warehouse}</TableCell>
                <TableCell>{row.sku}</TableCell>
                <TableCell>{row.option}</TableCell>
                <TableCell align="right">{row.change > 0 ? `+${row.change}` : row.change}</TableCell>
                <TableCell align="right">{row.quantity_after}</TableCell>
                <TableCell>{row.remark}</TableCell>
                <TableCell>{row.admin_name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total ?? data.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50]}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
    </Box>
  );
};
