import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Stock } from '../product/stock.entity';
import { Warehouse } from '../warehouse/warehouse.entity';

/** Stock of one variant in one warehouse. available = quantity - reserved (reserved by orders not yet shipped). */
@Entity('inventory')
@Unique('UQ_inventory_stock_warehouse', ['stockId', 'warehouseId'])
@Check('CHK_inventory_quantity', `"quantity" >= 0 AND "reserved" >= 0 AND "reserved" <= "quantity"`)
export class Inventory {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey(() => Stock, { onDelete: 'CASCADE' })
  @Column({ type: 'int' })
  stockId: number;

  @Index('IDX_inventory_warehouse')
  @ForeignKey(() => Warehouse, { onDelete: 'RESTRICT' })
  @Column({ type: 'int' })
  warehouseId: number;

  @Column({ type: 'int', default: 0 })
  quantity: number;

  @Column({ type: 'int', default: 0 })
  reserved: number;

  /**
   * GENERATED ALWAYS AS ("quantity" - "reserved") STORED, made by the Catalogue migration. TypeORM reads the
   * expression of a generated column only from the typeorm_metadata rows its own DDL writes, so for this
   * column it reads ''. The expression given here is blank (TypeORM trims both before comparing): the column
   * stays generated (read back after every write) and the migration generator leaves it as it is.
   */
  @Column({ type: 'int', nullable: true, insert: false, update: false, generatedType: 'STORED', asExpression: ' ' })
  available: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export const INVENTORY_MOVES = ['plus', 'minus', 'transfer', 'update'] as const;
export type InventoryMove = (typeof INVENTORY_MOVES)[number];

/** An immutable record of one inventory move (the database refuses updates and deletes). Its ids have no foreign keys. */
@Entity('inventory_history')
@Index('IDX_inventory_history_inventory', ['inventoryId', 'id'])
@Index('IDX_inventory_history_product', ['productId', 'id'])
@Check('CHK_inventory_history_type', `"type" IN ('plus', 'minus', 'transfer', 'update')`)
export class InventoryHistory {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'int' })
  inventoryId: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'int' })
  stockId: number;

  @Column({ type: 'int' })
  warehouseId: number;

  @Column({ type: 'varchar', length: 10 })
  type: InventoryMove;

  /** Signed change of this inventory's quantity. */
  @Column({ type: 'int' })
  change: number;

  @Column({ type: 'int' })
  quantityAfter: number;

  @Column({ type: 'int', nullable: true })
  fromWarehouseId: number | null;

  @Column({ type: 'int', nullable: true })
  toWarehouseId: number | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  remark: string;

  @Column({ type: 'int', nullable: true })
  adminId: number | null;

  @Column({ type: 'varchar', length: 100 })
  adminName: string;

  @Column({ type: 'varchar', length: 100 })
  warehouseName: string;

  @Column({ type: 'varchar', length: 80 })
  sku: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  option: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
