import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import type { LanguageCode } from '../../common/i18n/languages';
import { SettingsService } from '../settings';
import { addDays, todayIn } from './report-range';
import { ReportRepository, type FunnelStageRow } from './report.repository';
import type { DashboardAnswer, FunnelTileAnswer } from './report.responses';
import { shopTimeZone } from './report.service';

/** The permission each dashboard tile needs: an admin sees only the tiles their role holds. */
export const DASHBOARD_TILES = {
  sales: 'report.sales',
  customers: 'customer.list',
  low_stock: 'report.inventories',
  leads: 'lead.list',
  recent_orders: 'order.list',
} as const;

/**
 * The back office's home: today's figures at a glance. Each tile is read only when the admin holds
 * its permission, by statements that read a day or two of orders through the report indexes.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly reports: ReportRepository,
    private readonly settings: SettingsService,
  ) {}

  async dashboard(admin: AdminPrincipal, language?: LanguageCode): Promise<DashboardAnswer> {
    const values = await this.settings.all();
    const timeZone = shopTimeZone(values);
    const today = todayIn(timeZone);
    const may = (tile: keyof typeof DASHBOARD_TILES) => admin.permissions.has(DASHBOARD_TILES[tile]);
    const [sales, customers, lowStock, stages, recent] = await Promise.all([
      may('sales') ? this.reports.salesByDay({ from: addDays(today, -1), to: today, timeZone }) : undefined,
      may('customers') ? this.reports.newCustomers({ from: addDays(today, -6), to: today, timeZone }) : undefined,
      may('low_stock') ? this.reports.lowStock(values.low_stock_threshold, 5, null, language ?? values.main_language) : undefined,
      may('leads') ? this.reports.funnelStages() : undefined,
      may('recent_orders') ? this.reports.recentOrders(5) : undefined,
    ]);
    const day = (d: string) => sales?.find((r) => r.day === d) ?? { day: d, orders: 0, revenue: 0, placed: 0 };
    return {
      time_zone: timeZone,
      ...(sales && { sales: { currency: values.base_currency, today: day(today), yesterday: day(addDays(today, -1)) } }),
      ...(customers && { customers: { today: customers.last_day, last_7_days: customers.range } }),
      ...(lowStock && { low_stock: { threshold: values.low_stock_threshold, count: lowStock.count, top: lowStock.rows } }),
      ...(stages && { leads: funnels(stages) }),
      ...(recent && { recent_orders: recent.map((o) => ({ ...o, created_at: o.created_at.toISOString() })) }),
    };
  }
}

function funnels(rows: FunnelStageRow[]): FunnelTileAnswer[] {
  const byId = new Map<number, FunnelTileAnswer>();
  for (const row of rows) {
    const funnel = byId.get(row.funnel_id) ?? { funnel_id: row.funnel_id, title: row.funnel_title, stages: [] };
    byId.set(row.funnel_id, funnel);
    funnel.stages.push({ status_id: row.status_id, status: row.status_title, leads: row.leads });
  }
  return [...byId.values()];
}
