import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The settings whose every change is recorded: staff HTML that runs on every storefront page. */
export const SCRIPT_KEYS = ['script_header', 'script_footer'] as const;
export type ScriptKey = (typeof SCRIPT_KEYS)[number];

/**
 * One change of `script_header` or `script_footer`: who made it, when, and the text before and after.
 * Written in the transaction of the change; append-only (the database refuses updates and deletes).
 */
@Entity('script_change')
@Check('CHK_script_change_field', `"field" IN ('script_header', 'script_footer')`)
@Index('IDX_script_change_created', ['createdAt'])
export class ScriptChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  field: ScriptKey;

  @Column({ type: 'text' })
  before: string;

  @Column({ type: 'text' })
  after: string;

  /** Null once the admin account is gone; the name stays. */
  @Column({ type: 'int', nullable: true })
  adminId: number | null;

  @Column({ type: 'varchar', length: 100 })
  adminName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
