import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** An import: its file, columns and mapping, what a mapping may name, and where its pass over the file is. */
export class ImportAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['user', 'product'] }) entity: string;
  @ApiProperty({ enum: ['csv', 'xlsx'] }) format: string;
  @ApiProperty() file_name: string;
  @ApiProperty({ type: [String], description: 'The columns of the file header, in order' }) columns: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'File column -> field ("" or left out: not imported)' })
  mapping: Record<string, string>;
  @ApiProperty({ type: [String], description: 'Every field a column may be mapped to' }) fields: string[];
  @ApiProperty({ type: [String], description: 'Fields a run needs mapped' }) required: string[];
  @ApiProperty({ enum: ['uploaded', 'queued', 'running', 'done', 'failed'] }) status: string;
  @ApiProperty({ description: 'The last pass queued was a dry run (nothing written)' }) dry_run: boolean;
  @ApiProperty({ description: 'Data rows in the file' }) total_rows: number;
  @ApiProperty() rows_read: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty() refused: number;
  @ApiProperty({ description: 'rows_read of total_rows, 0 to 100' }) progress: number;
  @ApiPropertyOptional({ type: String, nullable: true }) error: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) admin_name: string | null;
  @ApiProperty() created_at: string;
  @ApiPropertyOptional({ type: String, nullable: true }) started_at: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) finished_at: string | null;
}
