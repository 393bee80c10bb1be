import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** A shopper account. */
@Entity('customer')
@Unique('UQ_customer_email', ['email'])
@Unique('UQ_customer_facebook_id', ['facebookId'])
@Check('CHK_customer_gender', `"gender" IN ('female', 'male')`)
export class Customer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Null for an account made through Facebook that never set a password. */
  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: 'female' | 'male' | null;

  @Column({ type: 'varchar', length: 10, default: 'en_us' })
  language: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'boolean', default: false })
  isSubscribe: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  facebookId: string | null;

  /** The membership tier reached (membership module); null: none. */
  @Column({ type: 'integer', nullable: true })
  membershipTierId: number | null;

  /** When the tier lapses; null: never (or no tier). */
  @Column({ type: 'timestamptz', nullable: true })
  membershipExpiresAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
