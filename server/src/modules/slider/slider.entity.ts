import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TranslationEntity } from '../../common/translation.entity';

/** One slide of the homepage slider: shown while enabled and within its schedule, in `order`. */
@Entity('slide')
export class Slide {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  @Column({ type: 'varchar', length: 500, default: '' })
  link: string;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @OneToMany(() => SlideTranslation, (t) => t.slide)
  translations: SlideTranslation[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A slide's title, text and pictures in one language (a language without pictures shows the main language's). */
@Entity('slide_translation')
@Index('UQ_slide_translation', ['slideId', 'language'], { unique: true })
export class SlideTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  slideId: number;

  @ManyToOne(() => Slide, (s) => s.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'slide_id' })
  slide: Slide;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  text: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imagePath: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  mobileImagePath: string | null;
}
