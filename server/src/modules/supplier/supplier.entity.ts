import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Stock } from '../product/stock.entity';
import { Warehouse } from '../warehouse/warehouse.entity';

/** A company the shop buys stock from. Its name is unique without case (UQ_supplier_name on lower(name), made by the migration). */
@Entity('supplier')
export class Supplier {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The one person the shop deals with there. */
  @Column({ type: 'varchar', length: 100, default: '' })
  contactName: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  address: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  notes: string;

  /** A disabled supplier keeps its history but takes no new receipts. */
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A stock a supplier supplies, at its current cost price (integer minor units of the base currency). */
@Entity('supplier_stock')
@Index('IDX_supplier_stock_stock', ['stockId', 'costPrice'])
@Check('CHK_supplier_stock_cost', `"cost_price" >= 0`)
export class SupplierStock {
  @ForeignKey(() => Supplier, { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'int' })
  supplierId: number;

  @ForeignKey(() => Stock, { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'int' })
  stockId: number;

  @Column({ type: 'int' })
  costPrice: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Goods received from a supplier into a warehouse; immutable once posted (the database refuses changes). */
@Entity('supplier_receipt')
@Index('IDX_supplier_receipt_supplier', ['supplierId', 'id'])
export class SupplierReceipt {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey(() => Supplier, { onDelete: 'RESTRICT' })
  @Column({ type: 'int' })
  supplierId: number;

  @ForeignKey(() => Warehouse, { onDelete: 'RESTRICT' })
  @Column({ type: 'int' })
  warehouseId: number;

  @Column({ type: 'varchar', length: 100, default: '' })
  reference: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  note: string;

  @Column({ type: 'int', nullable: true })
  adminId: number | null;

  @Column({ type: 'varchar', length: 100 })
  adminName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One stock received: its quantity and unit cost. The stock id and SKU have no foreign key (a record outlives its stock). */
@Entity('supplier_receipt_line')
@Unique('UQ_supplier_receipt_line_stock', ['receiptId', 'stockId'])
@Index('IDX_supplier_receipt_line_stock', ['stockId', 'receiptId'])
@Check('CHK_supplier_receipt_line_quantity', `"quantity" >= 1`)
@Check('CHK_supplier_receipt_line_cost', `"unit_cost" >= 0`)
export class SupplierReceiptLine {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey(() => SupplierReceipt, { onDelete: 'RESTRICT' })
  @Column({ type: 'int' })
  receiptId: number;

  @Column({ type: 'int' })
  stockId: number;

  @Column({ type: 'varchar', length: 80 })
  sku: string;

  @Column({ type: 'int' })
  inventoryId: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'int' })
  unitCost: number;
}
