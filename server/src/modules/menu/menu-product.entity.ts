import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { Product } from '../product/product.entity';
import { Menu } from './menu.entity';

/** A product placed in a category (a menu item of type category), at its place in the category's order. */
@Entity('menu_product')
@Index('IDX_menu_product_product', ['productId'])
export class MenuProduct {
  @ForeignKey(() => Menu, { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'int' })
  menuId: number;

  @ForeignKey(() => Product, { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'int' })
  productId: number;

  @Column({ type: 'int', default: 0 })
  order: number;
}
