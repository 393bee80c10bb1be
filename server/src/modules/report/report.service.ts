import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { SettingsService, type SettingValues } from '../settings';
import { stockCosts } from '../supplier';
import type { InventoryReportQueryDto, ProductReportQueryDto, ReportQueryDto, SalesReportQueryDto } from './report.dto';
import { MAX_REPORT_DAYS, reportMessages as m } from './report.messages';
import { addDays, daysBetween, isCalendarDay, isTimeZone, periodsOf, todayIn } from './report-range';
import { ReportRepository, type DayRange, type SalesRow, type SoldStockRow } from './report.repository';
import type {
  CustomerReportAnswer,
  InventoryReportAnswer,
  ProductReportAnswer,
  ProductSalesAnswer,
  SalesFiguresAnswer,
  SalesReportAnswer,
} from './report.responses';

/** The shop's time zone: the setting when Intl knows it, else Hong Kong's. */
export const shopTimeZone = (values: SettingValues): string => (isTimeZone(values.time_zone) ? values.time_zone : 'Asia/Hong_Kong');

const BEST_WORST = 10;
const TOP_CUSTOMERS = 10;
const LOW_STOCK_ROWS = 100;

/** The reports of the back office: each reads its figures from the repository in one range of shop days. */
@Injectable()
export class ReportService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly settings: SettingsService,
  ) {}

  /** The range a query asks for (29 days up to today when left out), refused with 422 when it is no range of at most MAX_REPORT_DAYS days. */
  async range(query: ReportQueryDto): Promise<{ range: DayRange; values: SettingValues }> {
    const values = await this.settings.all();
    const timeZone = shopTimeZone(values);
    if (query.from !== undefined && !isCalendarDay(query.from)) throw ValidationError.field('from', m.from);
    if (query.to !== undefined && !isCalendarDay(query.to)) throw ValidationError.field('to', m.to);
    const to = query.to ?? (query.from !== undefined ? addDays(query.from, 29) : todayIn(timeZone));
    const from = query.from ?? addDays(to, -29);
    if (from > to) throw ValidationError.field('from', m.from_after_to);
    if (daysBetween(from, to) > MAX_REPORT_DAYS) throw ValidationError.field('to', m.range({ max: MAX_REPORT_DAYS }));
    return { range: { from, to, timeZone }, values };
  }

  async sales(query: SalesReportQueryDto): Promise<SalesReportAnswer> {
    const { range, values } = await this.range(query);
    const group = query.group ?? 'day';
    const channel = query.channel ?? 'all';
    const [kind, store] = channel.split(':');
    const storeId = store ? Number(store) : null;
    if (storeId !== null && !(await this.reports.storeExists(storeId))) throw ValidationError.field('channel', m.store_not_found);
    const rows = await this.reports.sales(range, group, kind === 'all' ? null : kind, storeId);
    const byPeriod = new Map(rows.filter((r) => r.kind === 'period').map((r) => [r.period!, r]));
    const total = rows.find((r) => r.kind === 'total');
    return {
      ...head(range, values),
      group,
      channel,
      periods: periodsOf(range.from, range.to, group).map((period) => ({ period, ...figures(byPeriod.get(period)) })),
      totals: figures(total),
      channels: rows.filter((r) => r.kind === 'channel').map((r) => ({ channel: r.channel!, store_id: r.store_id, store_name: r.store_name, ...figures(r) })),
      payment_methods: rows.filter((r) => r.kind === 'payment').map((r) => ({ payment_method: r.payment_method!, ...figures(r) })),
    };
  }

  async products(query: ProductReportQueryDto): Promise<ProductReportAnswer> {
    const { range, values } = await this.range(query);
    const [sold, unsold] = await Promise.all([this.reports.soldStocks(range), this.reports.unsoldStocks(range)]);
    const costs = await stockCosts(
      this.reports.manager,
      sold.flatMap((r) => (r.stock_id === null ? [] : [r.stock_id])),
    );
    const rows = sold.map((r) => withMargin(r, r.stock_id === null ? undefined : costs.get(r.stock_id)));
    const costed = rows.filter((r) => r.cost !== null);
    const byUnits = [...rows].sort((a, b) => b.units - a.units || b.revenue - a.revenue || (a.stock_id ?? 0) - (b.stock_id ?? 0));
    return {
      ...head(range, values),
      rows: rows.slice(0, query.limit ?? 100),
      best: byUnits.slice(0, BEST_WORST),
      worst: byUnits.slice(-BEST_WORST).reverse(),
      totals: {
        stocks: rows.length,
        units: sum(rows, (r) => r.units),
        revenue: sum(rows, (r) => r.revenue),
        cost: sum(costed, (r) => r.cost!),
        margin: sum(costed, (r) => r.margin!),
        units_without_cost: sum(
          rows.filter((r) => r.cost === null),
          (r) => r.units,
        ),
        unsold_stocks: unsold,
      },
    };
  }

  async customers(query: ReportQueryDto): Promise<CustomerReportAnswer> {
    const { range, values } = await this.range(query);
    const language: LanguageCode = query.language ?? values.main_language;
    const [summary, top, tiers, sources] = await Promise.all([
      this.reports.buyerSummary(range),
      this.reports.topCustomers(range, TOP_CUSTOMERS),
      this.reports.revenueByTier(range),
      this.reports.revenueByLeadSource(range),
    ]);
    return {
      ...head(range, values),
      buyers: {
        new: { customers: summary.new_customers, orders: summary.new_orders, revenue: summary.new_revenue },
        returning: { customers: summary.returning_customers, orders: summary.returning_orders, revenue: summary.returning_revenue },
        guests: { customers: 0, orders: summary.guest_orders, revenue: summary.guest_revenue },
      },
      top_customers: top.map((c) => ({
        customer_id: c.customer_id,
        email: c.email,
        name: `${c.first_name} ${c.last_name}`.trim(),
        orders: c.orders,
        revenue: c.revenue,
      })),
      tiers: tiers.map((t) => ({
        tier_id: t.tier_id,
        tier_name: t.tier_name ? (t.tier_name[language] ?? t.tier_name[values.main_language] ?? Object.values(t.tier_name)[0] ?? '') : null,
        customers: t.customers,
        orders: t.orders,
        revenue: t.revenue,
      })),
      lead_sources: sources,
    };
  }

  async inventories(query: InventoryReportQueryDto): Promise<InventoryReportAnswer> {
    const { range, values } = await this.range(query);
    const warehouseId = query.warehouse_id ?? null;
    if (warehouseId !== null && !(await this.reports.warehouseExists(warehouseId))) throw ValidationError.field('warehouse_id', m.warehouse_id);
    const costs = await stockCosts(this.reports.manager, await this.reports.stockIdsOnHand(warehouseId));
    const threshold = values.low_stock_threshold;
    const [warehouses, low, movement] = await Promise.all([
      this.reports.stockOnHand(warehouseId, costs),
      this.reports.lowStock(threshold, LOW_STOCK_ROWS, warehouseId, query.language ?? values.main_language),
      this.reports.movement(range, warehouseId),
    ]);
    return {
      ...head(range, values),
      low_stock_threshold: threshold,
      warehouses,
      low_stock_count: low.count,
      low_stock: low.rows,
      movement,
    };
  }
}

const head = (range: DayRange, values: SettingValues) => ({ from: range.from, to: range.to, time_zone: range.timeZone, currency: values.base_currency });

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

function figures(row: SalesRow | undefined): SalesFiguresAnswer {
  if (!row) return { orders: 0, revenue: 0, average: 0, discounts: 0, points: 0, refunded_orders: 0, refunds: 0 };
  return {
    orders: row.orders,
    revenue: row.revenue,
    average: row.orders > 0 ? Math.round(row.revenue / row.orders) : 0,
    discounts: row.discounts,
    points: row.points,
    refunded_orders: row.refunded_orders,
    refunds: row.refunds,
  };
}

function withMargin(row: SoldStockRow, unitCost: number | undefined): ProductSalesAnswer {
  const cost = unitCost === undefined ? null : unitCost * row.units;
  const margin = cost === null ? null : row.revenue - cost;
  return {
    ...row,
    cost,
    margin,
    margin_percent: margin === null || row.revenue === 0 ? null : Math.round((margin / row.revenue) * 1000) / 10,
  };
}
