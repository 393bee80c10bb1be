import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/dto-helpers';
import type { Role } from './role.entity';
import { ALL_PERMISSIONS } from '../permission/permission-catalogue';

export class CreateRoleDto {
  @ApiProperty({ example: 'Catalogue editor' })
  @Trim()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters long' })
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
  @Trim()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters long' })
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
