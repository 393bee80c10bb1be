import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, NotEquals } from 'class-validator';
import { RequiredText } from '../../common/dto-fields';
import { says } from '../../common/messages';
import { pointsAdminMessages as m } from './points.messages';

export const MAX_ADJUST = 10_000_000;

/** POST /api/admin/user/{id}/points: staff add (positive) or take (negative) points, saying why. */
export class AdjustPointsDto {
  @ApiProperty({ example: 500, description: 'Positive adds, negative takes (never more than the customer holds)' })
  @NotEquals(0, says(m.adjust))
  @Max(MAX_ADJUST, says(m.adjust))
  @Min(-MAX_ADJUST, says(m.adjust))
  @IsInt(says(m.adjust))
  points: number;

  @ApiProperty({ example: 'Apology for a late delivery' })
  @RequiredText('remark', 500)
  remark: string;
}
