import type { Schema } from '@shop/kernel';
import { useTranslate } from 'react-admin';
import { useMoney } from '../common/useMoney';
import { FigureTable, type FigureColumn } from './FigureTable';
import { ReportPage } from './ReportPage';

type ProductReport = Schema<'ProductReportAnswer'>;
type ProductRow = ProductReport['rows'][number];
type CustomerReport = Schema<'CustomerReportAnswer'>;
type InventoryReport = Schema<'InventoryReportAnswer'>;

/** /admin/report/products: units, revenue, cost and margin per stock; best and worst sellers. */
export const ProductReportPage = () => {
  const money = useMoney();
  const columns: FigureColumn<ProductRow>[] = [
    { label: 'app.report.products.sku', cell: (r) => r.sku },
    { label: 'app.report.products.name', cell: (r) => [r.name, r.options].filter(Boolean).join(' · ') },
    { label: 'app.report.products.units', cell: (r) => r.units, numeric: true },
    { label: 'app.report.sales.revenue', cell: (r) => money(r.revenue), numeric: true },
    { label: 'app.report.products.cost', cell: (r) => money(r.cost), numeric: true },
    { label: 'app.report.products.margin', cell: (r) => money(r.margin), numeric: true },
    { label: 'app.report.products.margin_percent', cell: (r) => (r.margin_percent === null ? '' : `${r.margin_percent}%`), numeric: true },
  ];
  return (
    <ReportPage<ProductReport> name="products">
      {(report) => (
        <>
          <FigureTable title="app.report.products.best" columns={columns} rows={report.best} />
          <FigureTable title="app.report.products.worst" columns={columns} rows={report.worst} />
          <FigureTable title="app.report.products.rows" columns={columns} rows={report.rows} />
        </>
      )}
    </ReportPage>
  );
};

/** /admin/report/customer: new and returning buyers, top customers, revenue by tier and by lead source. */
export const CustomerReportPage = () => {
  const translate = useTranslate();
  const money = useMoney();
  const group = <R extends { customers: number; orders: number; revenue: number }>(): FigureColumn<R>[] => [
    { label: 'app.report.customer.customers', cell: (r) => r.customers, numeric: true },
    { label: 'app.report.sales.orders', cell: (r) => r.orders, numeric: true },
    { label: 'app.report.sales.revenue', cell: (r) => money(r.revenue), numeric: true },
  ];
  return (
    <ReportPage<CustomerReport> name="customer">
      {(report) => (
        <>
          <FigureTable
            title="app.report.customer.buyers"
            columns={[{ label: 'app.report.customer.buyers', cell: (r: { key: string }) => translate(`app.report.customer.kinds.${r.key}`) }, ...group()]}
            rows={(['new', 'returning', 'guests'] as const).map((key) => ({ key, ...report.buyers[key] }))}
          />
          <FigureTable
            title="app.report.customer.top"
            columns={[
              { label: 'app.report.customer.name', cell: (r: CustomerReport['top_customers'][number]) => `${r.name} <${r.email}>` },
              { label: 'app.report.sales.orders', cell: (r) => r.orders, numeric: true },
              { label: 'app.report.sales.revenue', cell: (r) => money(r.revenue), numeric: true },
            ]}
            rows={report.top_customers}
          />
          <FigureTable
            title="app.report.customer.tiers"
            columns={[
              { label: 'app.report.customer.tier', cell: (r: CustomerReport['tiers'][number]) => r.tier_name ?? translate('app.report.customer.no_tier') },
              ...group(),
            ]}
            rows={report.tiers}
          />
          <FigureTable
            title="app.report.customer.lead_sources"
            columns={[
              {
                label: 'app.report.customer.lead_source',
                cell: (r: CustomerReport['lead_sources'][number]) => translate(`app.customer.lead_sources.${r.lead_source}`),
              },
              ...group(),
            ]}
            rows={report.lead_sources}
          />
        </>
      )}
    </ReportPage>
  );
};

/** /admin/report/inventories: stock on hand and value per warehouse, low stock, and the moves of the range. */
export const InventoryReportPage = () => {
  const money = useMoney();
  return (
    <ReportPage<InventoryReport> name="inventories">
      {(report) => (
        <>
          <FigureTable
            title="app.report.inventories.on_hand"
            columns={[
              { label: 'app.report.inventories.warehouse', cell: (r: InventoryReport['warehouses'][number]) => r.warehouse_name },
              { label: 'app.report.inventories.quantity', cell: (r) => r.quantity, numeric: true },
              { label: 'app.report.inventories.reserved', cell: (r) => r.reserved, numeric: true },
              { label: 'app.report.inventories.available', cell: (r) => r.available, numeric: true },
              { label: 'app.report.inventories.value', cell: (r) => money(r.value), numeric: true },
              { label: 'app.report.inventories.units_without_cost', cell: (r) => r.units_without_cost, numeric: true },
            ]}
            rows={report.warehouses}
          />
          <FigureTable
            title="app.report.inventories.low_stock"
            columns={[
              { label: 'app.report.products.sku', cell: (r: InventoryReport['low_stock'][number]) => r.sku },
              { label: 'app.report.products.name', cell: (r) => r.name },
              { label: 'app.report.inventories.warehouse', cell: (r) => r.warehouse_name },
              { label: 'app.report.inventories.available', cell: (r) => r.available, numeric: true },
            ]}
            rows={report.low_stock}
          />
          <FigureTable
            title="app.report.inventories.movement"
            columns={[
              { label: 'app.report.inventories.warehouse', cell: (r: InventoryReport['movement'][number]) => r.warehouse_name },
              { label: 'app.report.inventories.plus', cell: (r) => r.plus, numeric: true },
              { label: 'app.report.inventories.minus', cell: (r) => r.minus, numeric: true },
              { label: 'app.report.inventories.dispatched', cell: (r) => r.dispatched, numeric: true },
              { label: 'app.report.inventories.transfer_in', cell: (r) => r.transfer_in, numeric: true },
              { label: 'app.report.inventories.transfer_out', cell: (r) => r.transfer_out, numeric: true },
              { label: 'app.report.inventories.updated', cell: (r) => r.updated, numeric: true },
              { label: 'app.report.inventories.net', cell: (r) => r.net, numeric: true },
            ]}
            rows={report.movement}
          />
        </>
      )}
    </ReportPage>
  );
};
