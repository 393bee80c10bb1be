import { ApiProperty } from '@nestjs/swagger';
import { INVENTORY_MOVES, type InventoryMove } from './inventory.entity';

/** One inventory row (a stock in a warehouse) after a move. */
export class InventoryQuantities {
  @ApiProperty()
  id: number;

  @ApiProperty()
  warehouse_id: number;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'quantity minus what orders reserved' })
  available_inventories: number;
}

/** The answer of an inventory move: the rows it changed, in id order (two for a transfer). */
export class InventoryMoveAnswer {
  @ApiProperty({ type: () => [InventoryQuantities] })
  inventories: InventoryQuantities[];
}

/** One immutable history row of an inventory move. */
export class InventoryHistoryRow {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'date-time', description: 'When the move was made' })
  date: string;

  @ApiProperty({ enum: INVENTORY_MOVES })
  type: InventoryMove;

  @ApiProperty()
  warehouse_id: number;

  @ApiProperty({ description: "The warehouse's name at the time of the move" })
  warehouse: string;

  @ApiProperty()
  remark: string;

  @ApiProperty()
  admin_name: string;

  @ApiProperty()
  sku: string;

  @ApiProperty({ example: 'Red / M', description: "The stock's option values in the main language" })
  option: string;

  @ApiProperty({ description: "Signed change of this inventory's quantity" })
  change: number;

  @ApiProperty()
  quantity_after: number;

  @ApiProperty({ type: Number, nullable: true, description: 'With a transfer: the warehouse the stock left' })
  from_warehouse_id: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'With a transfer: the warehouse the stock went to' })
  to_warehouse_id: number | null;

  @ApiProperty()
  inventory_id: number;

  @ApiProperty()
  stock_id: number;
}
