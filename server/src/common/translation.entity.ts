import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every `<entity>_translation` row shares: its own id and its language. Each translation
 * entity adds its owner's id and relation, the unique (owner, language) index, and its texts.
 */
export abstract class TranslationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  language: string;
}
