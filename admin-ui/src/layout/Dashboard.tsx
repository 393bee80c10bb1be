import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { listPath } from '../common/paths';
import { CrmCard } from './CrmCard';
import { DashboardTiles } from './DashboardTiles';
import { ENTRIES, mayOpen } from './entries';

/** /admin/dashboard, the admin home: a welcome with the admin's name, the CRM figures (for staff who may read them) and cards for the pages they may open. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const entries = ENTRIES.filter((entry) => mayOpen(entry, permissions));
  const role = (identity as { role?: { name: string } } | undefined)?.role?.name;

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title="app.dashboard.title" />
      <Card>
        <CardContent>
          <Typography component="h2" variant="h5" gutterBottom>
            {isPending ? translate('ra.page.loading') : translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {role && <Typography color="text.secondary">{translate('app.dashboard.role', { role })}</Typography>}
        </CardContent>
      </Card>
      <DashboardTiles />
      <CrmCard />
      <Box component="section" aria-labelledby="dashboard-shortcuts">
        <Typography id="dashboard-shortcuts" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('app.dashboard.shortcuts')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {entries.map(({ name, path, area, icon: Icon }) => (
            <Card key={name}>
              <CardActionArea component={RouterLink} to={listPath(path)} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Icon />
                  <Box>
                    <Typography component="h3" variant="subtitle1">
                      {translate(`app.menu.entries.${name}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`app.menu.areas.${area}`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
};
