import { bigintNumber } from '../../database/bigint-number';
import { TranslationEntity } from '../../common/translation.entity';
import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Brand } from '../brand/brand.entity';

@Entity('product')
@Unique('UQ_product_sku', ['sku'])
@Unique('UQ_product_url', ['url'])
// Partial and GIN indexes, left to the migrations: ("created_at" DESC) and ("min_price") WHERE "visibled",
// GIN ("option_ids") and GIN ("search_document") WITH (fastupdate = off).
@Index('IDX_product_visible_created', { synchronize: false })
@Index('IDX_product_visible_price', { synchronize: false })
@Index('IDX_product_option_ids', { synchronize: false })
@Index('IDX_product_search', { synchronize: false })
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  sku: string;

  @Column({ type: 'varchar', length: 200 })
  url: string;

  @Index('IDX_product_brand')
  @ForeignKey(() => Brand, { onDelete: 'SET NULL' })
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
  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  minPrice: number | null;

  /** Lowest regular price among visible stocks (minor units), kept for listing cards. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  regularPrice: number | null;

  /** The first image's path, kept for listing cards. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  coverImage: string | null;

  /** Option ids of visible stocks, kept for listing filters (GIN indexed). */
  @Column({ type: 'int', array: true, default: () => "'{}'" })
  optionIds: number[];

  /** What search matches, weighted; written only by refreshSearchPostings (search-postings.ts) in SQL. */
  @Column({ type: 'tsvector', default: () => "''", select: false, insert: false, update: false })
  searchDocument: string;

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
@Index('UQ_product_translation', ['productId', 'language'], { unique: true })
export class ProductTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => Product, (p) => p.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

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

  @Index('IDX_product_image_product')
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
