import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Loading, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { Schema } from '@shop/kernel';
import { downloadFile } from '../common/download';
import { API_URL } from '../providers/dataProvider';
import { httpClient, messagesOf } from '../providers/httpClient';

type Import = Schema<'ImportAnswer'>;
type Entity = 'user' | 'product';
/** Each entity with the permission prefix that opens its export (.list) and its import (.edit). */
const ENTITIES: { entity: Entity; permission: string }[] = [
  { entity: 'product', permission: 'product' },
  { entity: 'user', permission: 'customer' },
];
const BUSY = new Set(['queued', 'running']);
const POLL_MS = 1000;

const call = async (path: string, init: Parameters<typeof httpClient>[1] = {}) => (await httpClient(`${API_URL}/${path}`, init)).json as Import;

/**
 * /admin/import: export customers or products as CSV or XLSX, and import a file of them: upload, the
 * column mapping (prefilled from the server's guess), a dry run or the run itself as a job whose progress
 * is read every second, and the refused rows as a file with a reason column to fix and upload again.
 */
export const ImportExportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions, isPending } = usePermissions<string[]>();
  const allowed = ENTITIES.filter(({ permission }) => permissions?.includes(`${permission}.list`) || permissions?.includes(`${permission}.edit`));
  const [chosen, setChosen] = useState<Entity | null>(null);
  const entity = chosen ?? allowed[0]?.entity;
  const permission = ENTITIES.find((e) => e.entity === entity)?.permission;
  const mayExport = !!permission && !!permissions?.includes(`${permission}.list`);
  const mayImport = !!permission && !!permissions?.includes(`${permission}.edit`);
  const [job, setJob] = useState<Import | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const busy = uploading || (!!job && BUSY.has(job.status));

  const fail = (error: unknown) => notify(messagesOf(error).join('\n') || translate('app.import.failed'), { type: 'error', multiLine: true });

  // While a pass runs, its progress is read again every second.
  const jobId = job?.id;
  const running = !!job && BUSY.has(job.status);
  useEffect(() => {
    if (!running || jobId === undefined) return;
    let live = true;
    const timer = window.setInterval(() => {
      call(`import/${jobId}`).then(
        (answer) => live && setJob(answer),
        (error: unknown) => live && fail(error),
      );
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, jobId]);

  if (isPending) return <Loading />;
  if (!entity) return <Typography sx={{ mt: 2 }}>{translate('app.import.denied')}</Typography>;

  const choose = (next: Entity) => {
    setChosen(next);
    setJob(null);
    setMapping({});
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    setJob(null);
    try {
      const answer = await call(`import/${entity}`, { method: 'POST', body: form });
      setJob(answer);
      setMapping(Object.fromEntries(answer.columns.map((c) => [c, answer.mapping[c] ?? ''])));
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
    }
  };

  const start = async (what: 'dry-run' | 'run') => {
    if (!job) return;
    try {
      await call(`import/${job.id}/mapping`, { method: 'PUT', body: JSON.stringify({ mapping }) });
      setJob(await call(`import/${job.id}/${what}`, { method: 'POST' }));
    } catch (error) {
      fail(error);
    }
  };

  const used = new Set(Object.values(mapping).filter(Boolean));
  const missing = job ? job.required.filter((field) => !used.has(field)) : [];
  const done = job?.status === 'done';

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title="app.import.title" />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={translate('app.import.entity')}
            value={entity}
            onChange={(e) => choose(e.target.value as Entity)}
            disabled={busy}
            fullWidth={false}
            sx={{ minWidth: 180 }}
          >
            {allowed.map(({ entity: value }) => (
              <MenuItem key={value} value={value}>
                {translate(`app.import.entities.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          {mayExport && (
            <>
              <Button variant="outlined" onClick={() => downloadFile(`export/${entity}?format=csv`, `${entity}.csv`).catch(fail)}>
                {translate('app.import.export_csv')}
              </Button>
              <Button variant="outlined" onClick={() => downloadFile(`export/${entity}?format=xlsx`, `${entity}.xlsx`).catch(fail)}>
                {translate('app.import.export_xlsx')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>

      {mayImport && (
        <Card component="section" aria-labelledby="import-heading">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography id="import-heading" component="h2" variant="h6">
              {translate('app.import.import')}
            </Typography>
            <Typography color="text.secondary">{translate('app.import.hint')}</Typography>
            <Box>
              <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
                {translate('app.import.upload')}
                <input hidden type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={upload} />
              </Button>
              {uploading && <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.import.uploading')} />}
            </Box>

            {job && (
              <>
                <Typography>{translate('app.import.file', { name: job.file_name, rows: job.total_rows, columns: job.columns.length })}</Typography>
                <Box component="section" aria-labelledby="import-mapping">
                  <Typography id="import-mapping" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {translate('app.import.mapping')}
                  </Typography>
                  <Table size="small" aria-labelledby="import-mapping">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('app.import.column')}</TableCell>
                        <TableCell>{translate('app.import.field')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {job.columns.map((column) => (
                        <TableRow key={column}>
                          <TableCell>{column}</TableCell>
                          <TableCell>
                            <TextField
                              select
                              size="small"
                              label={translate('app.import.field_of', { column })}
                              value={mapping[column] ?? ''}
                              onChange={(e) => setMapping((m) => ({ ...m, [column]: e.target.value }))}
                              disabled={busy}
                              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                              sx={{ minWidth: 240 }}
                            >
                              <MenuItem value="">{translate('app.import.not_imported')}</MenuItem>
                              {job.fields.map((field) => (
                                <MenuItem key={field} value={field} disabled={used.has(field) && mapping[column] !== field}>
                                  {job.required.includes(field) ? `${field} *` : field}
                                </MenuItem>
                              ))}
                            </TextField>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  {missing.length > 0 && (
                    <Typography role="status" color="error" sx={{ mt: 1 }}>
                      {translate('app.import.missing', { fields: missing.join(', ') })}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: 'flex', gap: 2 }}>
                  <Button variant="outlined" onClick={() => start('dry-run')} disabled={busy || missing.length > 0}>
                    {translate('app.import.dry_run')}
                  </Button>
                  <Button variant="contained" onClick={() => start('run')} disabled={busy || missing.length > 0}>
                    {translate('app.import.run')}
                  </Button>
                </Box>
                {job.status !== 'uploaded' && (
                  <Box component="section" aria-labelledby="import-progress" sx={{ display: 'grid', gap: 1 }}>
                    <Typography id="import-progress" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {translate(job.dry_run ? 'app.import.dry_run_progress' : 'app.import.run_progress')}
                    </Typography>
                    <LinearProgress variant="determinate" value={job.progress} aria-label={translate('app.import.progress')} />
                    <Typography data-testid="import-status" role="status">
                      {translate(`app.import.status.${job.status}`, { progress: job.progress })}
                      {done && job.dry_run ? ` ${translate('app.import.nothing_written')}` : ''}
                    </Typography>
                    <Box
                      component="dl"
                      data-testid="import-counts"
                      sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 2, m: 0 }}
                    >
                      {(
                        [
                          ['rows_read', translate('app.import.read_of', { read: job.rows_read, total: job.total_rows })],
                          [job.dry_run ? 'would_create' : 'created', job.created],
                          [job.dry_run ? 'would_update' : 'updated', job.updated],
                          ['refused', job.refused],
                        ] as const
                      ).map(([key, value]) => (
                        <Box key={key} sx={{ display: 'contents' }}>
                          <Typography component="dt">{translate(`app.import.counts.${key}`)}</Typography>
                          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                            {value}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                    {job.status === 'failed' && job.error && <Typography color="error">{job.error}</Typography>}
                    {done && job.refused > 0 && (
                      <Box>
                        <Button variant="outlined" onClick={() => downloadFile(`import/${job.id}/errors`, `import-${job.id}-errors.csv`).catch(fail)}>
                          {translate('app.import.download_errors')}
                        </Button>
                      </Box>
                    )}
                  </Box>
                )}
              </>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
