import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Customer } from '../customer/customer.entity';
import { Stock } from '../product/stock.entity';

/** A shopper's cart: a guest's (no customer, found by its random id) or a member's (one per member). */
@Entity('cart')
@Unique('UQ_cart_customer', ['customerId'])
@Index('IDX_cart_updated', ['updatedAt'], { where: '"customer_id" IS NULL' })
export class Cart {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => Customer, { onDelete: 'CASCADE' })
  @Column({ type: 'int', nullable: true })
  customerId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** One stock in a cart, once, with a whole positive quantity. */
@Entity('cart_item')
@Unique('UQ_cart_item_stock', ['cartId', 'stockId'])
@Check('CHK_cart_item_quantity', `"quantity" >= 1`)
export class CartItem {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey(() => Cart, { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  cartId: string;

  @Index('IDX_cart_item_stock')
  @ForeignKey(() => Stock, { onDelete: 'CASCADE' })
  @Column({ type: 'int' })
  stockId: number;

  @Column({ type: 'int' })
  quantity: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
