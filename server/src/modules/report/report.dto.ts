import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { OptionalLanguage } from '../../common/dto-fields';
import { ToInt } from '../../common/dto-helpers';
import type { LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { MAX_PRODUCT_ROWS, reportMessages as m } from './report.messages';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The query every report reads: a range of days in the shop's time zone (`to` inclusive) and the answer's format. */
export class ReportQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'First day (shop time zone); left out: 29 days before `to`' })
  @IsOptional()
  @IsString(says(m.from))
  @Matches(DATE, says(m.from))
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Last day, inclusive (shop time zone); left out: today' })
  @IsOptional()
  @IsString(says(m.to))
  @Matches(DATE, says(m.to))
  to?: string;

  @ApiPropertyOptional({ enum: REPORT_FORMATS, description: 'json (default), or a csv or xlsx download of the same figures' })
  @IsOptional()
  @IsIn(REPORT_FORMATS, says(m.format))
  format?: ReportFormat;

  @ApiPropertyOptional({ description: 'The language of names (membership tiers, labels of the export)' })
  @OptionalLanguage()
  language?: LanguageCode;
}

/** GET /api/admin/report/sales. */
export class SalesReportQueryDto extends ReportQueryDto {
  @ApiPropertyOptional({ enum: REPORT_GROUPS, description: 'The length of a period: day (default), week (from Monday) or month' })
  @IsOptional()
  @IsIn(REPORT_GROUPS, says(m.group))
  group?: ReportGroup;

  @ApiPropertyOptional({ example: 'all', description: 'all (default), web, staff, or store:<store id>' })
  @IsOptional()
  @IsString(says(m.channel))
  @Matches(/^(all|web|staff|store:[1-9]\d{0,9})$/, says(m.channel))
  channel?: string;
}

/** GET /api/admin/report/products. */
export class ProductReportQueryDto extends ReportQueryDto {
  @ApiPropertyOptional({ example: 100, description: `How many stocks the list holds (1 to ${MAX_PRODUCT_ROWS}; 100 when left out)` })
  @IsOptional()
  @ToInt()
  @IsInt(says(m.limit({ max: MAX_PRODUCT_ROWS })))
  @Min(1, says(m.limit({ max: MAX_PRODUCT_ROWS })))
  @Max(MAX_PRODUCT_ROWS, says(m.limit({ max: MAX_PRODUCT_ROWS })))
  limit?: number;
}

/** GET /api/admin/report/inventories. */
export class InventoryReportQueryDto extends ReportQueryDto {
  @ApiPropertyOptional({ description: 'One warehouse only; left out: every warehouse' })
  @IsOptional()
  @ToInt()
  @IsInt(says(m.warehouse_id))
  @Min(1, says(m.warehouse_id))
  @Max(2147483647, says(m.warehouse_id))
  warehouse_id?: number;
}
