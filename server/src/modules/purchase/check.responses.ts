import { ApiProperty } from '@nestjs/swagger';

/** POST /api/check: the storefront may go on (a check that fails answers 403 with its reasons). */
export class CheckAnswer {
  @ApiProperty({ type: Boolean, enum: [true], description: 'Always true' })
  passed: true;
}
