import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { ToInt } from '../../common/dto-helpers';
import { MAX_ID } from '../../common/parse-id.pipe';
import { MAX_QUANTITY } from '../product/product.dto';
import { OptionalText } from '../../common/dto-fields';

export const POSITIVE_QUANTITY = 'Quantity must be a positive integer';
export const OVER_TOTAL = 'Quantity can not be large than inventory total quantity';
export const NO_DESTINATION = 'Please select the transfer destination of the inventory';

export class InventoryMoveDto {
  @ApiProperty()
  @ToInt()
  @IsInt({ message: 'inventory_id is required' })
  @Min(1, { message: 'inventory_id is required' })
  @Max(MAX_ID, { message: 'ID not exists' })
  inventory_id: number;

  @ApiProperty({ minimum: 1 })
  @ToInt()
  @IsInt({ message: POSITIVE_QUANTITY })
  @Min(1, { message: POSITIVE_QUANTITY })
  @Max(MAX_QUANTITY, { message: `Quantity must be at most ${MAX_QUANTITY}` })
  quantity: number;

  @ApiPropertyOptional()
  @OptionalText('remark', 500)
  remark?: string;
}

export class InventoryTransferDto extends InventoryMoveDto {
  @ApiPropertyOptional({ description: 'Warehouse the stock leaves (the inventory\'s own warehouse)' })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'from must be a warehouse id' })
  @Min(1, { message: 'from must be a warehouse id' })
  @Max(MAX_ID, { message: 'from must be a warehouse id' })
  from?: number;

  @ApiProperty({ description: 'Destination warehouse id' })
  @ValidateIf(() => true)
  @ToInt()
  @IsInt({ message: NO_DESTINATION })
  @Min(1, { message: NO_DESTINATION })
  @Max(MAX_ID, { message: NO_DESTINATION })
  to: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'stock_id must be a stock id' })
  @Min(1, { message: 'stock_id must be a stock id' })
  @Max(MAX_ID, { message: 'stock_id must be a stock id' })
  stock_id?: number;

  @ApiPropertyOptional({ description: "The total quantity the admin saw; informational (the server's count decides)" })
  @IsOptional()
  @ToInt()
  @IsInt({ message: 'total_quantity must be a whole number' })
  // Informational and never stored; a sum over many inventories, so only kept exact.
  @Min(0, { message: 'total_quantity must be a whole number' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'total_quantity must be a whole number' })
  total_quantity?: number;
}
