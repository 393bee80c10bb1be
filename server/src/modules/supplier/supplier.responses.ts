import { ApiProperty } from '@nestjs/swagger';

/** A stock a supplier supplies and its current cost price. */
export class SupplierStockAnswer {
  @ApiProperty()
  stock_id: number;

  @ApiProperty()
  product_id: number;

  @ApiProperty({ example: 'TEA-OOLONG-100G' })
  sku: string;

  @ApiProperty({ description: "The product's name in the language asked, else in any" })
  name: string;

  @ApiProperty({ description: 'Integer minor units of the base currency' })
  cost_price: number;
}

/** A row of the supplier list. */
export class SupplierSummary {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Tea Farm Ltd' })
  name: string;

  @ApiProperty({ example: 'Mr Chan' })
  contact_name: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty()
  address: string;

  @ApiProperty()
  notes: string;

  @ApiProperty({ description: 'A disabled supplier takes no new receipts' })
  enabled: boolean;

  @ApiProperty({ description: 'How many stocks it supplies' })
  stock_count: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A supplier as the back office reads it, with the stocks it supplies. */
export class SupplierAnswer extends SupplierSummary {
  @ApiProperty({ type: () => [SupplierStockAnswer] })
  stocks: SupplierStockAnswer[];
}

/** A stock the supplier and receipt screens' pickers offer. */
export class SupplierStockOption {
  @ApiProperty()
  id: number;

  @ApiProperty()
  product_id: number;

  @ApiProperty()
  sku: string;

  @ApiProperty()
  name: string;
}

/** A row of the receipt list. */
export class ReceiptSummary {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'R-000012', description: 'The receipt number the inventory history names' })
  number: string;

  @ApiProperty()
  supplier_id: number;

  @ApiProperty()
  supplier_name: string;

  @ApiProperty()
  warehouse_id: number;

  @ApiProperty()
  warehouse_name: string;

  @ApiProperty({ description: "The supplier's delivery note or invoice number" })
  reference: string;

  @ApiProperty()
  note: string;

  @ApiProperty({ description: 'The admin who posted it' })
  admin_name: string;

  @ApiProperty()
  line_count: number;

  @ApiProperty({ description: 'Units received over all lines' })
  quantity: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

/** One line of a receipt. */
export class ReceiptLineAnswer {
  @ApiProperty()
  stock_id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Null once the stock is gone' })
  product_id: number | null;

  @ApiProperty({ description: 'The SKU when posted' })
  sku: string;

  @ApiProperty({ description: "The product's name ('' once the stock is gone)" })
  name: string;

  @ApiProperty({ description: 'The inventory row the quantity was added to' })
  inventory_id: number;

  @ApiProperty()
  quantity: number;

  @ApiProperty({ description: 'Integer minor units of the base currency' })
  unit_cost: number;
}

/** A posted receipt with its lines. */
export class ReceiptAnswer extends ReceiptSummary {
  @ApiProperty({ type: () => [ReceiptLineAnswer] })
  lines: ReceiptLineAnswer[];
}

/** An enabled warehouse the receipt screen offers. */
export class ReceiptWarehouseOption {
  @ApiProperty()
  id: number;

  @ApiProperty()
  name: string;
}
