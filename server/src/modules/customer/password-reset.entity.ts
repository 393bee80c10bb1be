import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Customer } from './customer.entity';

/** A password-reset request; only the SHA-256 of the token is kept. */
@Entity('password_reset')
@Unique('UQ_password_reset_token_hash', ['tokenHash'])
@Index('IDX_password_reset_customer_id', ['customerId', 'createdAt'])
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id: number;

  @ForeignKey(() => Customer, { onDelete: 'CASCADE' })
  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

/**
 * When a reset link was last asked for an email, known or not (by the SHA-256 of the address), so that
 * "too frequent" answers the same for every email and tells nothing about which ones are registered.
 */
@Entity('password_reset_request')
@Index('IDX_password_reset_request_requested_at', ['requestedAt'])
export class PasswordResetRequest {
  @PrimaryColumn({ type: 'char', length: 64 })
  emailHash: string;

  @Column({ type: 'timestamptz' })
  requestedAt: Date;
}
