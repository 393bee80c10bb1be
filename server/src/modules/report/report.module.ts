import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { DashboardService } from './dashboard.service';
import { ReportController } from './report.controller';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';

/** Reports (sales, products, customers, inventories) and the dashboard: read-only SQL over the other modules' tables and sales_rollup (kept by triggers, migrations/1764930000000-SalesRollup.ts). */
@Module({
  imports: [SettingsModule],
  controllers: [ReportController],
  providers: [ReportRepository, ReportService, DashboardService],
})
export class ReportModule {}
