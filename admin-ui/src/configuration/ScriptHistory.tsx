import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LinearProgress, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { SHRINKABLE } from '../common/layout';
import type { Schema } from '@shop/kernel';

type ScriptChangeRow = Schema<'ScriptChangeListItem'>;

const COLUMNS = ['created_at', 'admin_name', 'field', 'before', 'after'] as const;
const PER_PAGE = 10;
const when = (date: string) =>
  String(date ?? '')
    .slice(0, 19)
    .replace('T', ' ');

const Code = ({ text }: { text: string }) => (
  <Box component="pre" sx={{ m: 0, maxHeight: 120, maxWidth: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '0.75rem' }}>
    {text}
  </Box>
);

/**
 * The last changes of the header/footer scripts (GET /api/admin/config/script-history, newest first),
 * read again after each save of the site form. Shown to admins holding configuration.script.
 */
export const ScriptHistory = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data, total, isPending, error, refetch } = useGetList<ScriptChangeRow>('config/script-history', {
    pagination: { page: 1, perPage: PER_PAGE },
    sort: { field: 'id', order: 'DESC' },
  });
  useEffect(() => {
    void refetch();
  }, [record?.script_header, record?.script_footer, refetch]);

  const title = translate('app.configuration.site.script_history');
  let body;
  if (isPending) body = <LinearProgress />;
  else if (error) body = <Typography color="error">{translate('ra.notification.http_error')}</Typography>;
  else if (!data || data.length === 0) body = <Typography color="text.secondary">{translate('app.configuration.site.script_history_empty')}</Typography>;
  else
    body = (
      <TableContainer tabIndex={0} role="region" aria-label={title} sx={SHRINKABLE}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`app.configuration.site.script_history_columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{when(row.created_at)}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>{row.admin_name}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>{translate(`app.configuration.site.${row.field}`)}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Code text={row.before} />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Code text={row.after} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
        {total !== undefined && total > PER_PAGE ? ` (${translate('app.configuration.site.script_history_latest', { count: PER_PAGE, total })})` : ''}
      </Typography>
      {body}
    </Box>
  );
};
