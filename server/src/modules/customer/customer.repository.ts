import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Customer } from './customer.entity';

/** What a shopper's own registration (or a Facebook sign-up) writes. */
export type NewCustomer = Pick<Customer, 'email' | 'firstName' | 'lastName' | 'language' | 'passwordHash' | 'facebookId'>;

/** What a shopper's profile change may set. */
export type CustomerChanges = Partial<Pick<Customer, 'email' | 'firstName' | 'lastName' | 'phone' | 'gender' | 'language' | 'passwordHash'>>;

/** The shopper account's statements on the customer table: registration, sign-in, profile and password reset. */
@Injectable()
export class CustomerRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return manager.exists(Customer, { where: { email } });
  }

  insert(manager: EntityManager, values: NewCustomer): Promise<Customer> {
    return manager.save(manager.create(Customer, values));
  }

  findByFacebookId(facebookId: string): Promise<Customer | null> {
    return this.dataSource.manager.findOne(Customer, { where: { facebookId } });
  }

  /** The shopper, read in the caller's transaction when given one. */
  find(id: number, manager: EntityManager = this.dataSource.manager): Promise<Customer | null> {
    return manager.findOne(Customer, { where: { id } });
  }

  /** The shopper with the password hash (which no other read selects). */
  withPasswordHash(where: { id: number } | { email: string }): Promise<Customer | null> {
    const [condition, params] = 'id' in where ? ['c.id = :id', { id: where.id }] : ['c.email = :email', { email: where.email }];
    return this.dataSource.manager.createQueryBuilder(Customer, 'c').addSelect('c.passwordHash').where(condition, params).getOne();
  }

  /** The shopper, locked until the transaction ends. */
  lock(manager: EntityManager, where: { id: number } | { email: string }): Promise<Customer | null> {
    return manager.findOne(Customer, { where, lock: { mode: 'pessimistic_write' } });
  }

  async update(manager: EntityManager, id: number, changes: CustomerChanges): Promise<void> {
    await manager.update(Customer, { id }, changes);
  }

  /** Stops newsletters to the customers of this address (any case); how many were subscribed until now. */
  async unsubscribe(manager: EntityManager, email: string): Promise<number> {
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE customer SET is_subscribe = false, updated_at = now() WHERE lower(email) = lower($1) AND is_subscribe`,
      [email],
    );
    return count;
  }

  /** Whether a customer of this address (any case) takes newsletters; undefined when no customer has it. */
  async subscribed(email: string): Promise<boolean | undefined> {
    const rows: { is_subscribe: boolean }[] = await this.dataSource.query(`SELECT is_subscribe FROM customer WHERE lower(email) = lower($1)`, [email]);
    return rows.length ? rows.some((r) => r.is_subscribe) : undefined;
  }
}
