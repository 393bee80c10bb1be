import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity('role')
@Unique('UQ_role_name', ['name'])
// Unique whatever the case: on lower("name"), an expression TypeORM cannot declare.
@Index('UQ_role_name_lower', { synchronize: false })
export class Role {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
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
