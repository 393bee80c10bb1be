import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { Schema } from '@shop/kernel';
import type { ShopDataProvider } from '../providers/dataProvider';

/** GET /api/admin/crm/summary: leads per status, and the contacts and leads of the last 7 days. */
type CrmSummary = Schema<'CrmSummary'>;

/** Who may read the summary: any one of these. */
export const CRM_SUMMARY_PERMISSIONS = ['dashboard', 'lead.list', 'lead.contact.list'] as const;

/** The dashboard's CRM card: new contacts and leads this week, and the leads at each status (figures from the server). */
export const CrmCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const allowed = CRM_SUMMARY_PERMISSIONS.some((p) => permissions?.includes(p));
  const [summary, setSummary] = useState<CrmSummary | null>();

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    dataProvider.fetch<CrmSummary>('crm/summary').then(
      (answer) => live && setSummary(answer),
      () => live && setSummary(null),
    );
    return () => {
      live = false;
    };
  }, [allowed, dataProvider]);

  if (!allowed) return null;
  return (
    <Card component="section" aria-labelledby="dashboard-crm">
      <CardContent>
        <Typography id="dashboard-crm" component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.crm.title')}
        </Typography>
        {summary === undefined && <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>}
        {summary === null && <Typography color="text.secondary">{translate('app.dashboard.crm.failed')}</Typography>}
        {summary && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, '& dd': { m: 0, fontWeight: 700 } }}>
              <Typography component="dt">{translate('app.dashboard.crm.new_contacts_week')}</Typography>
              <Typography component="dd" data-testid="crm-new-contacts">
                {summary.new_contacts_week}
              </Typography>
              <Typography component="dt">{translate('app.dashboard.crm.new_leads_week')}</Typography>
              <Typography component="dd" data-testid="crm-new-leads">
                {summary.new_leads_week}
              </Typography>
            </Box>
            <Table size="small" aria-label={translate('app.dashboard.crm.leads_by_status')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.dashboard.crm.status')}</TableCell>
                  <TableCell align="right">{translate('app.dashboard.crm.leads')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.leads_by_status.map((row) => (
                  <TableRow key={row.status_id}>
                    <TableCell>{row.title}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
