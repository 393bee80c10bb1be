import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { Warehouse } from './warehouse.entity';
import type { WarehouseAnswer } from './warehouse.responses';
import { OptionalFlag, OptionalLongText, RequiredText } from '../../common/dto-fields';

export class CreateWarehouseDto {
  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 'Kwun Tong' })
  @RequiredText('name', 100)
  name: string;

  @ApiPropertyOptional({ example: '1 Hoi Bun Road, Kwun Tong' })
  @OptionalLongText('address', 500)
  address?: string;
}

export class UpdateWarehouseDto {
  @ApiPropertyOptional()
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @RequiredText('name', 100)
  name?: string;

  @ApiPropertyOptional()
  @OptionalLongText('address', 500)
  address?: string;
}

export function presentWarehouse(warehouse: Warehouse): WarehouseAnswer {
  return {
    id: warehouse.id,
    enabled: warehouse.enabled,
    name: warehouse.name,
    address: warehouse.address,
    created_at: warehouse.createdAt.toISOString(),
    updated_at: warehouse.updatedAt.toISOString(),
  };
}
