import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TranslationEntity } from '../../common/translation.entity';

/** Where an attribute is used: `stock_option` attributes make the variants (stocks) of a product. */
export const ATTRIBUTE_POSITIONS = ['stock_option', 'product_info'] as const;
export type AttributePosition = (typeof ATTRIBUTE_POSITIONS)[number];

@Entity('attribute')
@Check('CHK_attribute_position', `"position" IN ('stock_option', 'product_info')`)
export class Attribute {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  position: AttributePosition;

  @Column({ type: 'int', default: 0 })
  order: number;

  @OneToMany(() => AttributeTranslation, (t) => t.attribute)
  translations: AttributeTranslation[];

  @OneToMany(() => AttributeOption, (o) => o.attribute)
  options: AttributeOption[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('attribute_translation')
@Index('UQ_attribute_translation', ['attributeId', 'language'], { unique: true })
export class AttributeTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  attributeId: number;

  @ManyToOne(() => Attribute, (a) => a.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute: Attribute;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}

/** One value of an attribute (e.g. "Red" of "Colour"). */
@Entity('attribute_option')
export class AttributeOption {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_attribute_option_attribute')
  @Column({ type: 'int' })
  attributeId: number;

  @ManyToOne(() => Attribute, (a) => a.options, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attribute_id' })
  attribute: Attribute;

  @Column({ type: 'int', default: 0 })
  order: number;

  @OneToMany(() => AttributeOptionTranslation, (t) => t.option)
  translations: AttributeOptionTranslation[];
}

@Entity('attribute_option_translation')
@Index('UQ_attribute_option_translation', ['optionId', 'language'], { unique: true })
export class AttributeOptionTranslation extends TranslationEntity {
  @Column({ type: 'int' })
  optionId: number;

  @ManyToOne(() => AttributeOption, (o) => o.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'option_id' })
  option: AttributeOption;

  @Column({ type: 'varchar', length: 100 })
  value: string;
}
