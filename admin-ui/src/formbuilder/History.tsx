import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Loading, Title, useDataProvider, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { timestamp } from '../common/format';
import { NOT_FOUND_REDIRECT_MS } from '../common/mutationFeedback';
import { HOME_PATH, listPath } from '../common/paths';
import { useShopSettings } from '../common/shopSettings';
import type { ShopDataProvider } from '../providers/dataProvider';
import { localeToCode } from '../providers/i18nProvider';
import { downloadFile } from '../common/download';
import { answerText, historiesPath, HISTORIES_PERMISSION, pickText, type SubmissionDetail } from './fields';

/**
 * /admin/formbuilder/history?id={id}: one submission in full: the form, when, who (a guest when
 * nobody was logged in), the language, every field's answer by its label, and its files, each
 * downloaded through the admin API. Needs formbuilder.histories; an unknown id: "ID not exists",
 * then the form list after 1 second.
 */
export const FormHistoryPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [locale] = useLocaleState();
  const main = useShopSettings()?.mainLanguage ?? 'en_us';
  const language = localeToCode(locale);
  const { permissions, isPending } = usePermissions<string[]>();
  const allowed = !!permissions?.includes(HISTORIES_PERMISSION);
  const [detail, setDetail] = useState<SubmissionDetail>();

  useEffect(() => {
    if (!allowed) return;
    dataProvider.fetch<SubmissionDetail>(`formbuilder/history/${encodeURIComponent(id)}`).then(setDetail, (error: { status?: number }) => {
      if (error?.status === 401) return;
      notify('app.error.id_not_exists', { type: 'error' });
      window.setTimeout(() => navigate(listPath('formbuilder')), NOT_FOUND_REDIRECT_MS);
    });
  }, [allowed, dataProvider, id, navigate, notify]);

  if (isPending) return <Loading />;
  if (!allowed) return <Navigate to={HOME_PATH} replace />;
  if (!detail) return <Loading />;
  const formTitle = pickText(detail.form_title, language, main) || detail.form_url;
  const files = (key: string) => detail.files.filter((f) => f.key === key);
  const download = (index: number, name: string) =>
    void downloadFile(`formbuilder/history/${encodeURIComponent(id)}/file/${index}`, name).catch(() => notify('ra.notification.http_error', { type: 'error' }));
  return (
    <Box sx={{ mt: 1, maxWidth: 960 }}>
      <Title title={translate('app.formbuilder.history_title', { id: detail.id })} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {translate('app.formbuilder.history_heading', { id: detail.id, title: formTitle })}
        </Typography>
        <Button component={RouterLink} to={historiesPath(detail.form_id)} label="app.formbuilder.back_to_histories" />
      </Box>
      <Card>
        <CardContent>
          <Table size="small" aria-label={translate('app.formbuilder.history_heading', { id: detail.id, title: formTitle })}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('app.formbuilder.date')}
                </TableCell>
                <TableCell>{timestamp(detail.created_at)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('app.formbuilder.user')}
                </TableCell>
                <TableCell data-testid="history-user">
                  {detail.user_id ? `${detail.user_name ?? ''} <${detail.user_email ?? ''}> (#${detail.user_id})` : translate('app.formbuilder.guest')}
                </TableCell>
              </TableRow>
              {detail.fields.map((field) => (
                <TableRow key={field.key}>
                  <TableCell component="th" scope="row">
                    {pickText(field.label, language, main) || field.key}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line' }}>
                    {field.type === 'file' && files(field.key).length > 0
                      ? files(field.key).map((f) => (
                          <Button key={f.index} label={f.name} onClick={() => download(f.index, f.name)} startIcon={<AttachFileIcon />} />
                        ))
                      : answerText((detail.answers as Record<string, unknown>)[field.key])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
};
