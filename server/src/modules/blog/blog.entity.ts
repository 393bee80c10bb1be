import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { TranslationEntity } from '../../common/translation.entity';

/** A blog category: url, enabled and order are global; title, description and meta per language. */
@Entity('blog_category')
@Unique('UQ_blog_category_url', ['url'])
export class BlogCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  url: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  @OneToMany(() => BlogCategoryTranslation, (t) => t.category)
  translations: BlogCategoryTranslation[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('blog_category_translation')
@Index('UQ_blog_category_translation', ['categoryId', 'language'], { unique: true })
export class BlogCategoryTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  categoryId: number;

  @ManyToOne(() => BlogCategory, (c) => c.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category: BlogCategory;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  metaTitle: string;

  @Column({ type: 'text', default: '' })
  metaDescription: string;
}

/**
 * A blog article: url, enabled, cover image, author, publish date and tags are global; title, summary,
 * content (sanitised rich text) and meta per language. Shown on the storefront once enabled and due.
 */
@Entity('blog_article')
@Unique('UQ_blog_article_url', ['url'])
export class BlogArticle {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  url: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  coverImage: string | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  author: string;

  @Column({ type: 'timestamptz' })
  publishAt: Date;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @OneToMany(() => BlogArticleTranslation, (t) => t.article)
  translations: BlogArticleTranslation[];

  @OneToMany(() => BlogArticleCategory, (c) => c.article)
  categories: BlogArticleCategory[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('blog_article_translation')
@Index('UQ_blog_article_translation', ['articleId', 'language'], { unique: true })
export class BlogArticleTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => BlogArticle, (a) => a.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article: BlogArticle;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  summary: string;

  @Column({ type: 'text', default: '' })
  content: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  metaTitle: string;

  @Column({ type: 'text', default: '' })
  metaDescription: string;
}

/** An article's place in a category. */
@Entity('blog_article_category')
export class BlogArticleCategory {
  @PrimaryColumn({ type: 'int' })
  articleId: number;

  @PrimaryColumn({ type: 'int' })
  categoryId: number;

  @ManyToOne(() => BlogArticle, (a) => a.categories, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article: BlogArticle;

  @ManyToOne(() => BlogCategory, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category: BlogCategory;
}
