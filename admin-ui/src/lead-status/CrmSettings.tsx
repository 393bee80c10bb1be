import { Card, CardContent, Typography } from '@mui/material';
import { SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { useLookups } from '../common/lookups';
import { ConfigForm } from '../configuration/ConfigForm';

/** PUT /api/admin/config/crm: the ebook page's status, or none. */
const crmBody = (data: Record<string, unknown>) => ({
  ebook_status_id: data.ebook_status_id === '' || data.ebook_status_id === null || data.ebook_status_id === undefined ? null : Number(data.ebook_status_id),
});

/**
 * Under the lead statuses: the "Ebook page" setting, the status whose ebook the storefront's /ebook
 * page sends (its trigger must mail an ebook and hold a file). Read with lead.status.list, saved with
 * lead.status.edit: "Submit Success", or "Submit Fail" with the server's messages.
 */
export const CrmSettings = () => {
  const translate = useTranslate();
  const lookups = useLookups();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'lead/status', action: 'edit' });
  return (
    <Card component="section" aria-labelledby="crm-settings-title" sx={{ mt: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id="crm-settings-title" component="h2" variant="h6">
          {translate('app.crm_settings.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.crm_settings.intro')}</Typography>
      </CardContent>
      <ConfigForm section="crm" canEdit={canEdit} transform={crmBody}>
        <SelectInput
          source="ebook_status_id"
          label="app.crm_settings.ebook_status_id"
          choices={lookups?.statuses ?? []}
          isPending={!lookups}
          emptyText="app.crm_settings.none"
          emptyValue=""
          helperText="app.crm_settings.ebook_help"
          sx={{ minWidth: 320 }}
        />
      </ConfigForm>
    </Card>
  );
};
