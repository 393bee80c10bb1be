import { ApiProperty } from '@nestjs/swagger';

/** One tick box of the role screen: a group of permissions, granted together. */
export class PermissionAreaGroup {
  @ApiProperty({ example: 'product', description: 'Resource or feature; the i18n key of its label' })
  group: string;

  @ApiProperty({ type: [String], example: ['product.list', 'product.edit'] })
  permissions: readonly string[];
}

/** One side-menu area of the back office with its permission groups (GET /api/admin/role/permission). */
export class PermissionArea {
  @ApiProperty({ example: 'product' })
  area: string;

  @ApiProperty({ type: () => [PermissionAreaGroup] })
  groups: PermissionAreaGroup[];
}
