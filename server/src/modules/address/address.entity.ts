import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Customer } from '../customer/customer.entity';

/** One row of a shopper's address book. At most one default billing and one default shipping per shopper. */
@Entity('customer_address')
// ("customer_id") WHERE "default_billing" / "default_shipping": partial unique indexes, left to the migrations.
@Index('UQ_customer_address_default_billing', { synchronize: false })
@Index('UQ_customer_address_default_shipping', { synchronize: false })
export class CustomerAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_customer_address_customer_id')
  @ForeignKey(() => Customer, { onDelete: 'CASCADE' })
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
