import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const SECTION_TYPES = ['slider', 'widget', 'block'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** One section of the homepage, at its position: the slider, a product widget (its type and data) or a block. */
@Entity('homepage_section')
export class HomepageSection {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 20 })
  type: SectionType;

  @Column({ type: 'varchar', length: 20, nullable: true })
  widget: string | null;

  @Column({ type: 'jsonb', default: {} })
  data: { url?: string; id?: number; identifier?: string; limit?: number };

  /** The heading shown above the section, per language ({"en_us": ...}); none: the storefront's own. */
  @Column({ type: 'jsonb', default: {} })
  titles: Record<string, string>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
