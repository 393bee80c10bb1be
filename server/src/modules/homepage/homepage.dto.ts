import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import { NoListsInside, PerLanguage } from '../../common/dto-fields';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { WidgetData, WidgetDataDto } from '../catalog';
import { homepageMessages as h } from './homepage.messages';

/** One section as staff arrange it (its kind is checked by the service, which names the section). */
export class SectionDto {
  @ApiProperty({ enum: ['slider', 'widget', 'block'] })
  @IsString(says(v.text({ field: 'type' })))
  type: string;

  @ApiPropertyOptional({ enum: ['new', 'featured', 'hot', 'category', 'brand'], description: 'widget sections only' })
  @IsOptional()
  @IsString(says(v.text({ field: 'widget' })))
  widget?: string;

  @WidgetData()
  data?: WidgetDataDto;

  @ApiPropertyOptional({ example: { en_us: 'New arrivals' }, description: 'The heading per language; none: the storefront names the strip' })
  @IsOptional()
  @PerLanguage(200, h.titles)
  titles?: Record<string, string>;
}

/** PUT /api/admin/homepage: the whole list, in order (what is not sent is removed). */
export class HomepageDto {
  @ApiProperty({ type: () => [SectionDto] })
  @ValidateNested({ each: true, ...says(h.sections) })
  @Type(() => SectionDto)
  @NoListsInside(h.sections)
  @ArrayMaxSize(30, says(h.sections))
  @IsArray(says(h.sections))
  sections: SectionDto[];
}
