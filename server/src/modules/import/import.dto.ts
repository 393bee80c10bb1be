import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';

/** PUT /api/admin/import/{id}/mapping: file column -> field; "" leaves a column out. */
export class ImportMappingDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { SKU: 'sku', 'Name (English)': 'name_en_us', Notes: '' } })
  @IsObject(says(v.invalid({ field: 'mapping' })))
  mapping: Record<string, string>;
}
