import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import type { Role } from './role.entity';
import { ALL_PERMISSIONS } from '../permission';
import { RequiredText } from '../../common/dto-fields';
import { says } from '../../common/messages';
import { roleMessages } from './role.messages';
import type { RoleAnswer } from './role.responses';

export class CreateRoleDto {
  @ApiProperty({ example: 'Catalogue editor' })
  @RequiredText('name', 100)
  name: string;

  @ApiPropertyOptional({ type: [String], example: ['product.list', 'product.edit'] })
  @IsOptional()
  @IsArray(says(roleMessages.permission_list))
  @ArrayMaxSize(1000, says(roleMessages.too_many_permissions))
  @IsString(says(roleMessages.permission_list, { each: true }))
  permissions?: string[];
}

export class UpdateRoleDto {
  @ApiPropertyOptional({ example: 'Catalogue editor' })
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray(says(roleMessages.permission_list))
  @ArrayMaxSize(1000, says(roleMessages.too_many_permissions))
  @IsString(says(roleMessages.permission_list, { each: true }))
  permissions?: string[];
}

export function presentRole(role: Role): RoleAnswer {
  return {
    id: role.id,
    name: role.name,
    is_super_admin: role.isSuperAdmin,
    permission_list: role.isSuperAdmin ? [...ALL_PERMISSIONS] : role.permissions,
    created_at: role.createdAt.toISOString(),
    updated_at: role.updatedAt.toISOString(),
  };
}
