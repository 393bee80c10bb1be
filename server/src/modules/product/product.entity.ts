import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('product')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  sku: string;

  @Column({ type: 'varchar', length: 200, unique: true })
  url: string;

  @Column({ type: 'int', nullable: true })
  brandId: number | null;

  @Column({ type: 'boolean', default: false })
  isNew: boolean;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ type: 'boolean', default: false })
  isHot: boolean;

  @Column({ type: 'boolean', default: true })
  visibled: boolean;

  /** Lowest price a shopper pays among visible stocks (minor units), kept for listing sort and filters. */
  @Column({ type: 'bigint', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  minPrice: number | null;

  /** Option ids of visible stocks, kept for listing filters (GIN indexed). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  optionIds: number[];

  @OneToMany(() => ProductTranslation, (t) => t.product)
  translations: ProductTranslation[];

  @OneToMany(() => ProductImage, (i) => i.product)
  images: ProductImage[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('product_translation')
@Index(['productId', 'language'], { unique: true })
export class ProductTranslation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, (p) => p.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'varchar', length: 10 })
  language: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  metaTitle: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  metaDescription: string;
}

@Entity('product_image')
export class ProductImage {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, (p) => p.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'varchar', length: 500 })
  path: string;

  @Column({ type: 'int', default: 0 })
  order: number;
}
