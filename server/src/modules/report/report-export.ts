import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { CustomerReportAnswer, InventoryReportAnswer, ProductReportAnswer, SalesFiguresAnswer, SalesReportAnswer } from './report.responses';

/** A column of an exported table: its header, how a row gives its cell, and whether the cell is money (minor units, written as major). */
interface Column<T> {
  header: string;
  cell: (row: T) => string | number | null;
  money?: boolean;
}
/** One sheet of an export: the CSV holds the first one only. */
export interface Sheet<T = never> {
  name: string;
  columns: Column<T>[];
  rows: T[];
}

const SALES_COLUMNS: Column<SalesFiguresAnswer>[] = [
  { header: 'Orders', cell: (r) => r.orders },
  { header: 'Revenue', cell: (r) => r.revenue, money: true },
  { header: 'Average order', cell: (r) => r.average, money: true },
  { header: 'Discounts', cell: (r) => r.discounts, money: true },
  { header: 'Points', cell: (r) => r.points, money: true },
  { header: 'Refunded orders', cell: (r) => r.refunded_orders },
  { header: 'Refunds', cell: (r) => r.refunds, money: true },
];

export function salesSheets(report: SalesReportAnswer): Sheet<never>[] {
  const periods: Sheet<SalesFiguresAnswer & { period: string }> = {
    name: 'Periods',
    columns: [{ header: 'Period', cell: (r) => r.period }, ...SALES_COLUMNS],
    rows: [...report.periods, { period: 'Total', ...report.totals }],
  };
  const channels: Sheet<SalesReportAnswer['channels'][number]> = {
    name: 'Channels',
    columns: [{ header: 'Channel', cell: (r) => (r.channel === 'store' ? `store: ${r.store_name ?? r.store_id}` : r.channel) }, ...SALES_COLUMNS],
    rows: report.channels,
  };
  const payments: Sheet<SalesReportAnswer['payment_methods'][number]> = {
    name: 'Payment methods',
    columns: [{ header: 'Payment method', cell: (r) => r.payment_method }, ...SALES_COLUMNS],
    rows: report.payment_methods,
  };
  return [periods, channels, payments] as unknown as Sheet<never>[];
}

export function productSheets(report: ProductReportAnswer): Sheet<never>[] {
  const columns: Column<ProductReportAnswer['rows'][number]>[] = [
    { header: 'SKU', cell: (r) => r.sku },
    { header: 'Name', cell: (r) => r.name },
    { header: 'Options', cell: (r) => r.options },
    { header: 'Orders', cell: (r) => r.orders },
    { header: 'Units', cell: (r) => r.units },
    { header: 'Revenue', cell: (r) => r.revenue, money: true },
    { header: 'Cost', cell: (r) => r.cost, money: true },
    { header: 'Margin', cell: (r) => r.margin, money: true },
    { header: 'Margin %', cell: (r) => r.margin_percent },
  ];
  return [
    { name: 'Products', columns, rows: report.rows },
    { name: 'Best sellers', columns, rows: report.best },
    { name: 'Worst sellers', columns, rows: report.worst },
  ] as unknown as Sheet<never>[];
}

export function customerSheets(report: CustomerReportAnswer): Sheet<never>[] {
  const group = [
    { header: 'Customers', cell: (r: { customers: number }) => r.customers },
    { header: 'Orders', cell: (r: { orders: number }) => r.orders },
    { header: 'Revenue', cell: (r: { revenue: number }) => r.revenue, money: true },
  ];
  return [
    {
      name: 'Buyers',
      columns: [{ header: 'Buyers', cell: (r: { label: string }) => r.label }, ...group],
      rows: [
        { label: 'New', ...report.buyers.new },
        { label: 'Returning', ...report.buyers.returning },
        { label: 'Guests', ...report.buyers.guests },
      ],
    },
    {
      name: 'Top customers',
      columns: [
        { header: 'Name', cell: (r: CustomerReportAnswer['top_customers'][number]) => r.name },
        { header: 'Email', cell: (r: CustomerReportAnswer['top_customers'][number]) => r.email },
        group[1],
        group[2],
      ],
      rows: report.top_customers,
    },
    {
      name: 'Membership tiers',
      columns: [{ header: 'Tier', cell: (r: CustomerReportAnswer['tiers'][number]) => r.tier_name ?? '-' }, ...group],
      rows: report.tiers,
    },
    {
      name: 'Lead sources',
      columns: [{ header: 'Lead source', cell: (r: CustomerReportAnswer['lead_sources'][number]) => r.lead_source }, ...group],
      rows: report.lead_sources,
    },
  ] as unknown as Sheet<never>[];
}

export function inventorySheets(report: InventoryReportAnswer): Sheet<never>[] {
  type W = InventoryReportAnswer['warehouses'][number];
  type L = InventoryReportAnswer['low_stock'][number];
  type M = InventoryReportAnswer['movement'][number];
  return [
    {
      name: 'Stock on hand',
      columns: [
        { header: 'Warehouse', cell: (r: W) => r.warehouse_name },
        { header: 'Stocks', cell: (r: W) => r.stocks },
        { header: 'Quantity', cell: (r: W) => r.quantity },
        { header: 'Reserved', cell: (r: W) => r.reserved },
        { header: 'Available', cell: (r: W) => r.available },
        { header: 'Value', cell: (r: W) => r.value, money: true },
        { header: 'Units without cost', cell: (r: W) => r.units_without_cost },
      ],
      rows: report.warehouses,
    },
    {
      name: 'Low stock',
      columns: [
        { header: 'SKU', cell: (r: L) => r.sku },
        { header: 'Name', cell: (r: L) => r.name },
        { header: 'Warehouse', cell: (r: L) => r.warehouse_name },
        { header: 'Quantity', cell: (r: L) => r.quantity },
        { header: 'Reserved', cell: (r: L) => r.reserved },
        { header: 'Available', cell: (r: L) => r.available },
      ],
      rows: report.low_stock,
    },
    {
      name: 'Movement',
      columns: [
        { header: 'Warehouse', cell: (r: M) => r.warehouse_name },
        { header: 'Plus', cell: (r: M) => r.plus },
        { header: 'Minus', cell: (r: M) => r.minus },
        { header: 'Dispatched', cell: (r: M) => r.dispatched },
        { header: 'Transfer in', cell: (r: M) => r.transfer_in },
        { header: 'Transfer out', cell: (r: M) => r.transfer_out },
        { header: 'Updated', cell: (r: M) => r.updated },
        { header: 'Net', cell: (r: M) => r.net },
      ],
      rows: report.movement,
    },
  ] as unknown as Sheet<never>[];
}

/** Money cells in major units (HK$12.50 as 12.5), as a spreadsheet reads them. */
const major = (value: number | null) => (value === null ? null : value / 100);
const cellOf = <T>(column: Column<T>, row: T) => (column.money ? major(column.cell(row) as number | null) : column.cell(row));

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The report as a streamed download: CSV (UTF-8 with a BOM, so spreadsheets read Chinese names; the
 * first sheet) or XLSX (every sheet, money cells formatted). Rows are written as the stream drains.
 */
export function exportFile(format: 'csv' | 'xlsx', baseName: string, sheets: Sheet<never>[]): StreamableFile {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv(out, sheets[0]) : writeXlsx(out, sheets);
  write.catch((error: Error) => out.destroy(error));
  return new StreamableFile(out, { type: TYPES[format], disposition: `attachment; filename="${baseName}.${format}"` });
}

async function writeCsv(out: PassThrough, sheet: Sheet<never>): Promise<void> {
  const csv = stringify({ bom: true });
  csv.pipe(out);
  const write = (record: unknown[]) => (csv.write(record) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', () => resolve())));
  await write(sheet.columns.map((c) => c.header));
  for (const row of sheet.rows) await write(sheet.columns.map((c) => cellOf(c, row)));
  csv.end();
}

async function writeXlsx(out: PassThrough, sheets: Sheet<never>[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    ws.columns = sheet.columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 2), style: c.money ? { numFmt: '#,##0.00' } : {} }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(sheet.columns.map((c) => cellOf(c, row))).commit();
    ws.commit();
  }
  await workbook.commit();
}
