import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Schema } from '@shop/kernel';
import { useMoney } from '../common/useMoney';
import { FigureTable, type FigureColumn } from './FigureTable';
import { ChoiceSelect, ReportPage } from './ReportPage';

type SalesReport = Schema<'SalesReportAnswer'>;
type Figures = Schema<'SalesFiguresAnswer'>;
const GROUPS = ['day', 'week', 'month'] as const;

/** /admin/report/sales: revenue and refunds per period as a chart and a table, then by channel and by payment method. */
export const SalesReportPage = () => {
  const translate = useTranslate();
  const money = useMoney();
  const [group, setGroup] = useState<(typeof GROUPS)[number]>('day');
  const figures = <R extends Figures>(): FigureColumn<R>[] => [
    { label: 'app.report.sales.orders', cell: (r) => r.orders, numeric: true },
    { label: 'app.report.sales.revenue', cell: (r) => money(r.revenue), numeric: true },
    { label: 'app.report.sales.average', cell: (r) => money(r.average), numeric: true },
    { label: 'app.report.sales.discounts', cell: (r) => money(r.discounts), numeric: true },
    { label: 'app.report.sales.points', cell: (r) => money(r.points), numeric: true },
    { label: 'app.report.sales.refunded_orders', cell: (r) => r.refunded_orders, numeric: true },
    { label: 'app.report.sales.refunds', cell: (r) => money(r.refunds), numeric: true },
  ];
  return (
    <ReportPage<SalesReport>
      name="sales"
      extra={{ group }}
      controls={<ChoiceSelect label="app.report.sales.group" value={group} values={GROUPS} prefix="app.report.sales.groups" onChange={setGroup} />}
    >
      {(report) => (
        <>
          <Card component="section" aria-label={translate('app.report.sales.chart')}>
            <CardContent>
              <Typography component="h2" variant="h6" gutterBottom>
                {translate('app.report.sales.chart')}
              </Typography>
              <div data-testid="sales-chart" style={{ width: '100%', height: 300 }}>
                <ResponsiveContainer>
                  <BarChart data={report.periods.map((p) => ({ period: p.period, revenue: p.revenue / 100, refunds: p.refunds / 100 }))}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="period" />
                    <YAxis />
                    <Tooltip formatter={(value) => money(Math.round(Number(value) * 100))} />
                    <Legend />
                    <Bar dataKey="revenue" name={translate('app.report.sales.revenue')} fill="#1d4ed8" />
                    <Bar dataKey="refunds" name={translate('app.report.sales.refunds')} fill="#b91c1c" />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </CardContent>
          </Card>
          <FigureTable
            title="app.report.sales.periods"
            columns={[
              { label: 'app.report.sales.period', cell: (r: SalesReport['periods'][number]) => r.period },
              ...figures<SalesReport['periods'][number]>(),
            ]}
            rows={report.periods}
            footer={{ period: '', ...report.totals }}
          />
          <FigureTable
            title="app.report.sales.channels"
            columns={[
              {
                label: 'app.report.sales.channel',
                cell: (r: SalesReport['channels'][number]) =>
                  r.channel === 'store' ? (r.store_name ?? '') : translate(`app.report.sales.channel_names.${r.channel}`),
              },
              ...figures<SalesReport['channels'][number]>(),
            ]}
            rows={report.channels}
          />
          <FigureTable
            title="app.report.sales.payment_methods"
            columns={[
              {
                label: 'app.report.sales.payment_method',
                cell: (r: SalesReport['payment_methods'][number]) => translate(`app.report.sales.payment_names.${r.payment_method}`),
              },
              ...figures<SalesReport['payment_methods'][number]>(),
            ]}
            rows={report.payment_methods}
          />
        </>
      )}
    </ReportPage>
  );
};
