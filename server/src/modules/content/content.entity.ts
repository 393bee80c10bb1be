import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { TranslationEntity } from '../../common/translation.entity';

/** A static page at /page/{url}: url and enabled once, texts per language. */
@Entity('page')
@Unique('UQ_page_url', ['url'])
export class Page {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 200 })
  url: string;

  @OneToMany(() => PageTranslation, (t) => t.page)
  translations: PageTranslation[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('page_translation')
@Index('UQ_page_translation', ['pageId', 'language'], { unique: true })
export class PageTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  pageId: number;

  @ManyToOne(() => Page, (p) => p.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'page_id' })
  page: Page;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Sanitised rich text (HTML). */
  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  metaTitle: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  metaDescription: string;
}

/** A reusable piece of rich text, found by its identifier (homepage sections, pages). */
@Entity('block')
@Unique('UQ_block_identifier', ['identifier'])
export class Block {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 100 })
  identifier: string;

  @OneToMany(() => BlockTranslation, (t) => t.block)
  translations: BlockTranslation[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('block_translation')
@Index('UQ_block_translation', ['blockId', 'language'], { unique: true })
export class BlockTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  blockId: number;

  @ManyToOne(() => Block, (b) => b.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'block_id' })
  block: Block;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Sanitised rich text (HTML). */
  @Column({ type: 'text', default: '' })
  content: string;
}
