import { ApiProperty } from '@nestjs/swagger';
import { RoleSummary } from '../role';

/** A back-office account as the account screens list, show, create and update it. */
export class AccountAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Alice' })
  name: string;

  @ApiProperty({ example: 'alice@example.com' })
  email: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  role_id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Catalogue editor',
    description: "The role's name; null if the role is missing (the foreign key keeps it from happening)",
  })
  role_name: string | null;

  @ApiProperty({ example: 'en_us', description: 'The interface language (en_us, zh_hk or zh_cn)' })
  language: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** The signed-in admin with a summary of their role and the permissions it grants (PUT /api/admin). */
export class CurrentAdminAnswer extends AccountAnswer {
  @ApiProperty({ type: () => RoleSummary })
  role: RoleSummary;

  @ApiProperty({ type: [String], example: ['product.edit', 'product.list'], description: "The role's permissions; for the super admin, the whole catalogue" })
  permission_list: string[];
}

/** GET /api/admin: the signed-in admin, and when the session's token expires. */
export class CurrentAdminSessionAnswer extends CurrentAdminAnswer {
  @ApiProperty({ format: 'date-time' })
  expired_at: string;
}
