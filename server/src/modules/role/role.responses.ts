import { ApiProperty } from '@nestjs/swagger';

/** A role as the back office lists, shows, creates and updates it. */
export class RoleAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Catalogue editor' })
  name: string;

  @ApiProperty({ description: 'The super admin role holds every permission and keeps its name' })
  is_super_admin: boolean;

  @ApiProperty({
    type: [String],
    example: ['product.edit', 'product.list'],
    description: 'Flat permission names; for the super admin role, the whole catalogue',
  })
  permission_list: string[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** The role of the signed-in admin, inside GET /api/admin. */
export class RoleSummary {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Catalogue editor' })
  name: string;

  @ApiProperty()
  is_super_admin: boolean;
}
