import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('brand')
export class Brand {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'varchar', length: 200, unique: true })
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
@Index(['brandId', 'language'], { unique: true })
export class BrandTranslation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  brandId: number;

  @ManyToOne(() => Brand, (b) => b.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brand_id' })
  brand: Brand;

  @Column({ type: 'varchar', length: 10 })
  language: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  shortDescription: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
