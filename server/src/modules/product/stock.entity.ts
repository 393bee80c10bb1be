import { bigintNumber } from '../../database/bigint-number';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Product } from './product.entity';

/** A sellable variant of a product: one value of each stock_option attribute, a price, inventories per warehouse. */
@Entity('stock')
@Unique('UQ_stock_sku', ['sku'])
@Check('CHK_stock_price', `"price" >= 0 AND ("special_price" IS NULL OR "special_price" >= 0)`)
export class Stock {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_stock_product')
  @ForeignKey(() => Product, { onDelete: 'CASCADE' })
  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 80 })
  sku: string;

  /** Minor units (cents) of the base currency. */
  @Column({ type: 'bigint', transformer: bigintNumber })
  price: number;

  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  specialPrice: number | null;

  @Column({ type: 'boolean', default: true })
  visibled: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  /** The chosen attribute option ids (one per stock_option attribute). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  optionIds: number[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
