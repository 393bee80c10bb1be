import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { Schema } from '@shop/kernel';
import { useMoney } from '../common/useMoney';
import type { ShopDataProvider } from '../providers/dataProvider';

type DashboardAnswer = Schema<'DashboardAnswer'>;

const Tile = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** The dashboard's figures (GET /api/admin/dashboard): each tile the server answers, i.e. each the admin's permissions allow. */
export const DashboardTiles = () => {
  const translate = useTranslate();
  const money = useMoney();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const allowed = permissions?.includes('dashboard') ?? false;
  const [tiles, setTiles] = useState<DashboardAnswer | null>();

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    dataProvider.fetch<DashboardAnswer>(`dashboard?language=${locale.replace('-', '_').toLowerCase()}`).then(
      (answer) => live && setTiles(answer),
      () => live && setTiles(null),
    );
    return () => {
      live = false;
    };
  }, [allowed, dataProvider, locale]);

  if (!allowed) return null;
  if (tiles === undefined) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (tiles === null) return <Typography color="text.secondary">{translate('app.dashboard.tiles.failed')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {tiles.sales && (
        <Tile title="app.dashboard.tiles.sales">
          <Typography data-testid="dashboard-sales-today">
            {translate('app.dashboard.tiles.today', { revenue: money(tiles.sales.today.revenue), orders: tiles.sales.today.orders })}
          </Typography>
          <Typography color="text.secondary">
            {translate('app.dashboard.tiles.yesterday', { revenue: money(tiles.sales.yesterday.revenue), orders: tiles.sales.yesterday.orders })}
          </Typography>
        </Tile>
      )}
      {tiles.customers && (
        <Tile title="app.dashboard.tiles.customers">
          <Typography>{translate('app.dashboard.tiles.customers_today', { count: tiles.customers.today })}</Typography>
          <Typography color="text.secondary">{translate('app.dashboard.tiles.customers_week', { count: tiles.customers.last_7_days })}</Typography>
        </Tile>
      )}
      {tiles.low_stock && (
        <Tile title="app.dashboard.tiles.low_stock">
          <Typography>{translate('app.dashboard.tiles.low_stock_count', { count: tiles.low_stock.count, threshold: tiles.low_stock.threshold })}</Typography>
          <Table size="small">
            <TableBody>
              {tiles.low_stock.top.map((s) => (
                <TableRow key={s.inventory_id}>
                  <TableCell>{s.sku}</TableCell>
                  <TableCell>{s.warehouse_name}</TableCell>
                  <TableCell align="right">{s.available}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Tile>
      )}
      {tiles.leads && (
        <Tile title="app.dashboard.tiles.leads">
          {tiles.leads.length === 0 && <Typography color="text.secondary">{translate('app.report.empty')}</Typography>}
          {tiles.leads.map((f) => (
            <Table key={f.funnel_id} size="small" aria-label={f.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{f.title}</TableCell>
                  <TableCell align="right">{translate('app.dashboard.crm.leads')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {f.stages.map((s) => (
                  <TableRow key={s.status_id}>
                    <TableCell>{s.status}</TableCell>
                    <TableCell align="right">{s.leads}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ))}
        </Tile>
      )}
      {tiles.recent_orders && (
        <Tile title="app.dashboard.tiles.recent_orders">
          <Table size="small">
            <TableBody>
              {tiles.recent_orders.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>{o.number}</TableCell>
                  <TableCell>{translate(`app.order.statuses.${o.status}`)}</TableCell>
                  <TableCell align="right">{money(o.grand_total, o.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Tile>
      )}
    </Box>
  );
};
