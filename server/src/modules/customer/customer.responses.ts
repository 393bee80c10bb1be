import { ApiProperty } from '@nestjs/swagger';

/** A shopper's session token (login, refresh, Facebook login). */
export class CustomerTokenAnswer {
  @ApiProperty({ description: 'The JWT to send as `Authorization: Bearer <token>`' })
  token: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type: 'Bearer';

  @ApiProperty({ example: 7200, description: 'Seconds until the token expires' })
  expires_in: number;

  @ApiProperty({ format: 'date-time' })
  expired_at: string;
}

/** A shopper's profile (PUT /api/profile, and the user of a registration). */
export class CustomerProfile {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'amy@example.com' })
  email: string;

  @ApiProperty({ example: 'Amy' })
  first_name: string;

  @ApiProperty({ example: 'Chan' })
  last_name: string;

  @ApiProperty({ type: String, nullable: true, example: '+852 2345 6789', description: 'null when not given' })
  phone: string | null;

  @ApiProperty({ enum: ['female', 'male'], nullable: true, description: 'null when not given' })
  gender: 'female' | 'male' | null;

  @ApiProperty({ example: 'en_us', description: 'The language of the mails the shop sends (a language code)' })
  language: string;

  @ApiProperty()
  is_subscribe: boolean;

  @ApiProperty({ description: 'The account is linked to a Facebook user' })
  facebook_linked: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** GET /api/profile: the signed-in shopper, and when the session's token expires. */
export class CustomerSessionProfile extends CustomerProfile {
  @ApiProperty({ format: 'date-time', description: "When the session's token expires" })
  expired_at: string;
}

/** POST /api/register: the new shopper's session token and profile. */
export class CustomerRegistered extends CustomerTokenAnswer {
  @ApiProperty({ type: () => CustomerProfile })
  user: CustomerProfile;
}
