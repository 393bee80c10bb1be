import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One setting; the keys and their shapes are declared in settings.definitions.ts. */
@Entity('setting')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
