import DownloadIcon from '@mui/icons-material/Download';
import { Box, Typography } from '@mui/material';
import {
  Button,
  DataTable,
  DateInput,
  List,
  Loading,
  NumberInput,
  SearchInput,
  Title,
  TopToolbar,
  useGetOne,
  useListContext,
  useLocaleState,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { dateTime } from '../common/format';
import { ShopPagination } from '../common/ListLayout';
import { HOME_PATH, listPath } from '../common/paths';
import { useShopSettings } from '../common/shopSettings';
import { localeToCode } from '../providers/i18nProvider';
import { downloadFile } from '../common/download';
import { answerText, historyPath, HISTORIES_PERMISSION, pickText, type Form, type Submission } from './fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" label="app.formbuilder.from" alwaysOn />,
  <DateInput key="to" source="to" label="app.formbuilder.to" alwaysOn />,
  <NumberInput key="user_id" source="user_id" label="app.formbuilder.user_id" />,
];

/** The CSV of what the filters keep (GET .../histories/csv), its header in the interface language. */
const ExportButton = ({ formId }: { formId: string }) => {
  const { filterValues } = useListContext();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const query = new URLSearchParams({ filter: JSON.stringify(filterValues ?? {}), language: localeToCode(locale) });
  const onClick = () =>
    void downloadFile(`formbuilder/${encodeURIComponent(formId)}/histories/csv?${query}`, `form-${formId}-submissions.csv`).catch(() =>
      notify('ra.notification.http_error', { type: 'error' }),
    );
  return <Button label="app.formbuilder.export_csv" onClick={onClick} startIcon={<DownloadIcon />} />;
};

/**
 * /admin/formbuilder/histories/{id}: a form's submissions, newest first: date, user (a guest when
 * none) and a column per field; filters by date range, user id and a word; the CSV export of what
 * the filters keep. A row opens the submission (/admin/formbuilder/history?id=). Needs
 * formbuilder.histories; an unknown form shows "ID not exists" and goes to the list.
 */
export const FormHistoriesPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const main = useShopSettings()?.mainLanguage ?? 'en_us';
  const language = localeToCode(locale);
  const { permissions, isPending } = usePermissions<string[]>();
  const allowed = !!permissions?.includes(HISTORIES_PERMISSION);
  const notify = useNotify();
  const { data: form, error } = useGetOne<Form>('formbuilder', { id: Number(id) }, { enabled: allowed });
  if (isPending) return <Loading />;
  if (!allowed) return <Navigate to={HOME_PATH} replace />;
  if (error) {
    notify('app.error.id_not_exists', { type: 'error' });
    return <Navigate to={listPath('formbuilder')} replace />;
  }
  if (!form) return <Loading />;
  const title = pickText(form.title, language, main) || form.url;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('app.formbuilder.histories_title', { title })} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.formbuilder.histories_title', { title })}
      </Typography>
      <List
        resource={`formbuilder/${id}/histories`}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        pagination={<ShopPagination />}
        disableSyncWithLocation
        disableAuthentication
        storeKey={`formbuilder-histories-${id}`}
        actions={
          <TopToolbar>
            <Button component={RouterLink} to={listPath('formbuilder')} label="app.formbuilder.back" />
            <ExportButton formId={id} />
          </TopToolbar>
        }
        title={false}
      >
        <DataTable rowClick={(rowId) => (navigate(historyPath(rowId)), false)} bulkActionButtons={false}>
          <DataTable.Col source="created_at" label="app.formbuilder.date" render={dateTime('created_at')} />
          <DataTable.Col
            source="user_id"
            label="app.formbuilder.user"
            disableSort
            render={(r: Submission) => (r.user_id ? `${r.user_name ?? ''} <${r.user_email ?? ''}>`.trim() : translate('app.formbuilder.guest'))}
          />
          {form.fields
            .filter((f) => f.type !== 'textarea')
            .map((f) => (
              <DataTable.Col
                key={f.key}
                source={`answers.${f.key}`}
                label={pickText(f.label, language, main) || f.key}
                disableSort
                render={(r: Submission) => answerText((r.answers as Record<string, unknown>)[f.key])}
              />
            ))}
        </DataTable>
      </List>
    </Box>
  );
};
