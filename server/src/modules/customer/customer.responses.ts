import { ApiProperty } from '@nestjs/swagger';
import { IssuedToken } from '../auth';

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
export class CustomerRegistered extends IssuedToken {
  @ApiProperty({ type: () => CustomerProfile })
  user: CustomerProfile;
}
