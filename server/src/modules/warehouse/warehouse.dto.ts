import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ToBoolean, Trim } from '../../common/dto-helpers';
import type { Warehouse } from './warehouse.entity';

export class CreateWarehouseDto {
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiProperty({ example: 'Kwun Tong' })
  @Trim()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters long' })
  name: string;

  @ApiPropertyOptional({ example: '1 Hoi Bun Road, Kwun Tong' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'address must be text' })
  @MaxLength(500, { message: 'address must be at most 500 characters long' })
  address?: string;
}

export class UpdateWarehouseDto {
  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters long' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: 'address must be text' })
  @MaxLength(500, { message: 'address must be at most 500 characters long' })
  address?: string;
}

export function presentWarehouse(warehouse: Warehouse) {
  return {
    id: warehouse.id,
    enabled: warehouse.enabled,
    name: warehouse.name,
    address: warehouse.address,
    created_at: warehouse.createdAt.toISOString(),
    updated_at: warehouse.updatedAt.toISOString(),
  };
}
