import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { TranslationEntity } from '../../common/translation.entity';

export const MENU_TYPES = ['category', 'page', 'link', 'blog_article', 'blog_category', 'form'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** A node of the storefront menu tree; a category is a menu item of type category. */
@Entity('menu')
@Check('CHK_menu_type', `"type" IN ('category', 'page', 'link', 'blog_article', 'blog_category', 'form')`)
@Check('CHK_menu_not_own_parent', `"parent_id" IS NULL OR "parent_id" <> "id"`)
export class Menu {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_menu_parent_id')
  @ForeignKey(() => Menu, { onDelete: 'CASCADE' })
  @Column({ type: 'int', nullable: true })
  parentId: number | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 20 })
  type: MenuType;

  /** The slug for category/page/blog/form items, the address for a link. */
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'int', default: 0 })
  order: number;

  @Column({ type: 'boolean', default: true })
  openInCurrentTab: boolean;

  @Column({ type: 'boolean', default: true })
  displayInMobile: boolean;

  @Column({ type: 'boolean', default: true })
  displayInDesktop: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imagePath: string | null;

  @OneToMany(() => MenuTranslation, (t) => t.menu)
  translations: MenuTranslation[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Per-language text of a menu item. */
@Entity('menu_translation')
@Index('UQ_menu_translation_menu_language', ['menuId', 'language'], { unique: true })
export class MenuTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  menuId: number;

  @ManyToOne(() => Menu, (m) => m.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_id' })
  menu: Menu;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  shortDescription: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  metaTitle: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  metaDescription: string;
}
