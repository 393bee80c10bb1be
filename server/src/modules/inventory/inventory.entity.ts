import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Stock of one variant in one warehouse. available = quantity - reserved (reserved by orders not yet shipped). */
@Entity('inventory')
@Index(['stockId', 'warehouseId'], { unique: true })
export class Inventory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  stockId: number;

  @Index()
  @Column({ type: 'int' })
  warehouseId: number;

  @Column({ type: 'int', default: 0 })
  quantity: number;

  @Column({ type: 'int', default: 0 })
  reserved: number;

  @Column({ type: 'int', insert: false, update: false, generatedType: 'STORED', asExpression: 'quantity - reserved' })
  available: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export const INVENTORY_MOVES = ['plus', 'minus', 'transfer', 'update'] as const;
export type InventoryMove = (typeof INVENTORY_MOVES)[number];

/** An immutable record of one inventory move (the database refuses updates and deletes). */
@Entity('inventory_history')
export class InventoryHistory {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index()
  @Column({ type: 'int' })
  inventoryId: number;

  @Index()
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
