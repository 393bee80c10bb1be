import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type SessionKind = 'admin' | 'customer';

/**
 * One signed-in session; its id is the token's `sid`. Revoking it ends the token at once.
 * subject_id is an admin or a customer id, after kind: no foreign key.
 */
@Entity('session')
@Index('IDX_session_kind_subject', ['kind', 'subjectId'])
@Check('CHK_session_kind', `"kind" IN ('admin', 'customer')`)
export class Session {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: SessionKind;

  @Column({ type: 'int' })
  subjectId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
