import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import type { Role } from './role.entity';
import { ALL_PERMISSIONS } from '../permission/permission-catalogue';
import { RequiredText } from '../../common/dto-fields';

export class CreateRoleDto {
  @ApiProperty({ example: 'Catalogue editor' })
  @RequiredText('name', 100)
  name: string;

  @ApiPropertyOptional({ type: [String], example: ['product.list', 'product.edit'] })
  @IsOptional()
  @IsArray({ message: 'permissions must be a list of permission names' })
  @ArrayMaxSize(1000, { message: 'permissions must hold at most 1000 names' })
  @IsString({ each: true, message: 'permissions must be a list of permission names' })
  permissions?: string[];
}

export class UpdateRoleDto {
  @ApiPropertyOptional({ example: 'Catalogue editor' })
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'permissions must be a list of permission names' })
  @ArrayMaxSize(1000, { message: 'permissions must hold at most 1000 names' })
  @IsString({ each: true, message: 'permissions must be a list of permission names' })
  permissions?: string[];
}

export function presentRole(role: Role) {
  return {
    id: role.id,
    name: role.name,
    is_super_admin: role.isSuperAdmin,
    permission_list: role.isSuperAdmin ? [...ALL_PERMISSIONS] : role.permissions,
    created_at: role.createdAt.toISOString(),
    updated_at: role.updatedAt.toISOString(),
  };
}
