import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { getSchemaPath } from '@nestjs/swagger';
import { ApiExtraModels } from '@nestjs/swagger';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { DashboardService } from './dashboard.service';
import { InventoryReportQueryDto, ProductReportQueryDto, ReportQueryDto, SalesReportQueryDto } from './report.dto';
import { customerSheets, exportFile, inventorySheets, productSheets, salesSheets, type Sheet } from './report-export';
import { CustomerReportAnswer, DashboardAnswer, InventoryReportAnswer, ProductReportAnswer, SalesReportAnswer } from './report.responses';
import { ReportService } from './report.service';

const BINARY = { schema: { type: 'string', format: 'binary' } };

/** The report's JSON, or with ?format=csv|xlsx the same figures as a download. */
const ReportAnswer = (type: new () => unknown) => [
  ApiExtraModels(type),
  ApiOkResponse({
    content: {
      'application/json': { schema: { $ref: getSchemaPath(type) } },
      'text/csv': BINARY,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': BINARY,
    },
  }),
];
const decorate =
  (type: new () => unknown): MethodDecorator =>
  (target, key, descriptor) => {
    for (const d of ReportAnswer(type)) (d as MethodDecorator)(target, key, descriptor);
  };

/** Answers the report, or streams it as `report-<name>-<from>-<to>.<format>`. */
function answer<T extends { from: string; to: string }>(name: string, format: ReportQueryDto['format'], report: T, sheets: (r: T) => Sheet<never>[]) {
  if (format === 'csv' || format === 'xlsx') return exportFile(format, `report-${name}-${report.from}-${report.to}`, sheets(report));
  return report;
}

@ApiTags('admin: reports')
@Controller('admin')
export class ReportController {
  constructor(
    private readonly reports: ReportService,
    private readonly dashboards: DashboardService,
  ) {}

  @Get('report/sales')
  @Allow('report.sales')
  @ApiOperation({ summary: 'Revenue, orders, average order, discounts, points and refunds per day, week or month, by channel and payment method' })
  @decorate(SalesReportAnswer)
  async sales(@Query() query: SalesReportQueryDto) {
    return answer('sales', query.format, await this.reports.sales(query), salesSheets);
  }

  @Get('report/products')
  @Allow('report.products')
  @ApiOperation({ summary: 'Units, revenue, cost and margin per stock sold; best and worst sellers' })
  @decorate(ProductReportAnswer)
  async products(@Query() query: ProductReportQueryDto) {
    return answer('products', query.format, await this.reports.products(query), productSheets);
  }

  @Get('report/customer')
  @Allow('report.customer')
  @ApiOperation({ summary: 'New and returning buyers, top customers, revenue by membership tier and by lead source' })
  @decorate(CustomerReportAnswer)
  async customers(@Query() query: ReportQueryDto) {
    return answer('customer', query.format, await this.reports.customers(query), customerSheets);
  }

  @Get('report/inventories')
  @Allow('report.inventories')
  @ApiOperation({ summary: 'Stock on hand and its value per warehouse, low stock, and the moves of the range' })
  @decorate(InventoryReportAnswer)
  async inventories(@Query() query: InventoryReportQueryDto) {
    return answer('inventories', query.format, await this.reports.inventories(query), inventorySheets);
  }

  @Get('dashboard')
  @Allow('dashboard')
  @ApiOperation({ summary: 'The home tiles: each present only when the admin holds its permission' })
  @ApiOkResponse({ type: DashboardAnswer })
  dashboard(@CurrentAdmin() admin: AdminPrincipal, @Query('language', OptionalLanguagePipe) language?: LanguageCode): Promise<DashboardAnswer> {
    return this.dashboards.dashboard(admin, language);
  }
}
