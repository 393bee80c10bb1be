import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('role')
export class Role {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  /** Flat, deduplicated permission names. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];

  /** The super admin role always holds every permission of the catalogue. */
  @Column({ type: 'boolean', default: false })
  isSuperAdmin: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
