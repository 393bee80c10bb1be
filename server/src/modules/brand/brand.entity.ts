import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { TranslationEntity } from '../../common/translation.entity';

@Entity('brand')
@Unique('UQ_brand_url', ['url'])
export class Brand {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 200 })
  url: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imagePath: string | null;

  @OneToMany(() => BrandTranslation, (t) => t.brand)
  translations: BrandTranslation[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('brand_translation')
@Index('UQ_brand_translation', ['brandId', 'language'], { unique: true })
export class BrandTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  brandId: number;

  @ManyToOne(() => Brand, (b) => b.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_id' })
  brand: Brand;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  shortDescription: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
