import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { downloadFile } from '../common/download';
import type { ShopDataProvider } from '../providers/dataProvider';

const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The range a report opens with: the last 30 days. */
export function defaultRange(): { from: string; to: string } {
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 86_400_000);
  return { from: day(from), to: day(to) };
}

interface ReportPageProps<T> {
  /** The route under /api/admin/report/ and the i18n key app.report.<name>. */
  name: 'sales' | 'products' | 'customer' | 'inventories';
  /** Further query values (a grouping), as strings. */
  extra?: Record<string, string>;
  /** Controls beside the date pickers (they set `extra`). */
  controls?: ReactNode;
  children: (report: T) => ReactNode;
}

/**
 * A report screen: a date range (from, to inclusive, in the shop's time zone), the figures the server
 * answers for it, and CSV and XLSX downloads of the same figures. The browser sums nothing.
 */
export function ReportPage<T>({ name, extra = {}, controls, children }: ReportPageProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [range, setRange] = useState(defaultRange);
  const [report, setReport] = useState<T | null>();
  const query = new URLSearchParams({ ...range, ...extra }).toString();
  const language = locale.replace('-', '_').toLowerCase();

  useEffect(() => {
    let live = true;
    setReport(undefined);
    dataProvider.fetch<T>(`report/${name}?${query}&language=${language}`).then(
      (answer) => live && setReport(answer),
      (error: Error) => {
        if (!live) return;
        setReport(null);
        notify(error.message, { type: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, name, query, language, notify]);

  const download = (format: 'csv' | 'xlsx') =>
    downloadFile(`report/${name}?${query}&format=${format}`, `report-${name}-${range.from}-${range.to}.${format}`).catch((error: Error) =>
      notify(error.message, { type: 'error' }),
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title={`app.report.${name}.title`} />
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            type="date"
            label={translate('app.report.from')}
            value={range.from}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
            size="small"
          />
          <TextField
            type="date"
            label={translate('app.report.to')}
            value={range.to}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
            size="small"
          />
          {controls}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="outlined" onClick={() => download('csv')}>
            {translate('app.report.export_csv')}
          </Button>
          <Button variant="outlined" onClick={() => download('xlsx')}>
            {translate('app.report.export_xlsx')}
          </Button>
        </CardContent>
      </Card>
      {report === undefined && <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>}
      {report && children(report)}
    </Box>
  );
}

/** A select of fixed values whose labels are app.report.<prefix>.<value>. */
export function ChoiceSelect<V extends string>(props: { label: string; value: V; values: readonly V[]; prefix: string; onChange: (value: V) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(props.label)}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as V)}
      sx={{ minWidth: 140 }}
    >
      {props.values.map((v) => (
        <MenuItem key={v} value={v}>
          {translate(`${props.prefix}.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
