import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { ToInt } from '../../common/dto-helpers';
import { MAX_ID } from '../../common/parse-id.pipe';
import { OptionalText } from '../../common/dto-fields';
import { httpMessages, validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { inventoryMessages as m, MAX_QUANTITY, quantityMessages } from './inventory.messages';

export class InventoryMoveDto {
  @ApiProperty()
  @ToInt()
  @IsInt(says(v.required({ field: 'inventory_id' })))
  @Min(1, says(v.required({ field: 'inventory_id' })))
  @Max(MAX_ID, says(httpMessages.id_not_exists))
  inventory_id: number;

  @ApiProperty({ minimum: 1 })
  @ToInt()
  @IsInt(says(m.positive_quantity))
  @Min(1, says(m.positive_quantity))
  @Max(MAX_QUANTITY, says(quantityMessages.quantity_at_most({ max: MAX_QUANTITY })))
  quantity: number;

  @ApiPropertyOptional()
  @OptionalText('remark', 500)
  remark?: string;
}

export class InventoryTransferDto extends InventoryMoveDto {
  @ApiPropertyOptional({ description: "Warehouse the stock leaves (the inventory's own warehouse)" })
  @IsOptional()
  @ToInt()
  @IsInt(says(m.from_warehouse_id))
  @Min(1, says(m.from_warehouse_id))
  @Max(MAX_ID, says(m.from_warehouse_id))
  from?: number;

  @ApiProperty({ description: 'Destination warehouse id' })
  @ValidateIf(() => true)
  @ToInt()
  @IsInt(says(m.no_destination))
  @Min(1, says(m.no_destination))
  @Max(MAX_ID, says(m.no_destination))
  to: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToInt()
  @IsInt(says(m.stock_id))
  @Min(1, says(m.stock_id))
  @Max(MAX_ID, says(m.stock_id))
  stock_id?: number;

  @ApiPropertyOptional({ description: "The total quantity the admin saw; informational (the server's count decides)" })
  @IsOptional()
  @ToInt()
  @IsInt(says(v.whole_number({ field: 'total_quantity' })))
  // Informational and never stored; a sum over many inventories, so only kept exact.
  @Min(0, says(v.whole_number({ field: 'total_quantity' })))
  @Max(Number.MAX_SAFE_INTEGER, says(v.whole_number({ field: 'total_quantity' })))
  total_quantity?: number;
}
