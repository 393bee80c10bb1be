import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { OptionalText } from '../../common/dto-fields';
import { says } from '../../common/messages';

/** checkout: may this shopper buy now; page: is there an enabled page whose url is `key`. */
export const CHECK_TYPES = ['checkout', 'page'] as const;

export class CheckRequestDto {
  @ApiPropertyOptional({ description: 'What to check: the page url for type page; unused for checkout' })
  @OptionalText('key', 300, false)
  key?: string;

  @ApiProperty({ enum: CHECK_TYPES })
  @IsIn(CHECK_TYPES, says(v.one_of({ field: 'type', choices: CHECK_TYPES.join(', ') })))
  type: (typeof CHECK_TYPES)[number];
}
