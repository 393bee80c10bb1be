import { ApiProperty } from '@nestjs/swagger';

/** A session token, for staff and shoppers alike (login, refresh, Facebook login). */
export class IssuedToken {
  @ApiProperty({ description: 'The JWT to send as `Authorization: Bearer <token>`' })
  token: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';

  @ApiProperty({ example: 7200, description: 'Seconds until the token expires' })
  expires_in: number;

  @ApiProperty({ format: 'date-time' })
  expired_at: string;
}
