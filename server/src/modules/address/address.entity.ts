import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One row of a shopper's address book. At most one default billing and one default shipping per shopper. */
@Entity('customer_address')
export class CustomerAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'int' })
  customerId: number;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'char', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 40 })
  contactNumber: string;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'boolean', default: false })
  defaultBilling: boolean;

  @Column({ type: 'boolean', default: false })
  defaultShipping: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
