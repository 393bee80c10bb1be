import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not } from 'typeorm';
import { CustomerAddress } from './address.entity';

/** Advisory lock space of address books (the second key is the shopper's id). */
const ADDRESS_BOOK_LOCK = 7_310_030;

/** An address row's own fields, as a write sets them. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  country: string;
  contactNumber: string;
  address: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

/** The one place that reads and writes customer_address. */
@Injectable()
export class AddressRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A shopper's book, oldest first. */
  list(customerId: number): Promise<CustomerAddress[]> {
    return this.dataSource.manager.find(CustomerAddress, { where: { customerId }, order: { id: 'ASC' } });
  }

  findOwn(manager: EntityManager, customerId: number, id: number): Promise<CustomerAddress | null> {
    return manager.findOne(CustomerAddress, { where: { id, customerId } });
  }

  /** Serialises writes to one shopper's book until the transaction ends (the shopper row itself belongs to the customer module). */
  async lockBook(manager: EntityManager, customerId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [ADDRESS_BOOK_LOCK, customerId]);
  }

  count(manager: EntityManager, customerId: number): Promise<number> {
    return manager.count(CustomerAddress, { where: { customerId } });
  }

  insert(manager: EntityManager, customerId: number, fields: AddressFields): Promise<CustomerAddress> {
    return manager.save(manager.create(CustomerAddress, { customerId, ...fields }));
  }

  /** Writes an address read before, with its fields changed. */
  save(manager: EntityManager, address: CustomerAddress): Promise<CustomerAddress> {
    return manager.save(address);
  }

  /** Deletes one address of the shopper's book: whether there was one. */
  async delete(customerId: number, id: number): Promise<boolean> {
    const result = await this.dataSource.manager.delete(CustomerAddress, { id, customerId });
    return Boolean(result.affected);
  }

  /** Unticks the defaults asked for on every row of the book but `keepId`. */
  async clearDefaults(manager: EntityManager, customerId: number, keepId: number, defaults: { billing: boolean; shipping: boolean }): Promise<void> {
    if (defaults.billing) await manager.update(CustomerAddress, { customerId, id: Not(keepId), defaultBilling: true }, { defaultBilling: false });
    if (defaults.shipping) await manager.update(CustomerAddress, { customerId, id: Not(keepId), defaultShipping: true }, { defaultShipping: false });
  }

  /** The ids of a shopper's book. */
  async idsOf(manager: EntityManager, customerId: number): Promise<number[]> {
    const own: { id: number }[] = await manager.query(`SELECT id FROM customer_address WHERE customer_id = $1`, [customerId]);
    return own.map((a) => a.id);
  }

  /** Deletes every address of the book but those kept. */
  async deleteAllBut(manager: EntityManager, customerId: number, kept: number[]): Promise<void> {
    await manager.query(`DELETE FROM customer_address WHERE customer_id = $1 AND NOT (id = ANY($2::int[]))`, [customerId, kept]);
  }

  /** Unticks both defaults on every row of the book. */
  async clearAllDefaults(manager: EntityManager, customerId: number): Promise<void> {
    await manager.query(`UPDATE customer_address SET default_billing = false, default_shipping = false WHERE customer_id = $1`, [customerId]);
  }

  async updateRow(manager: EntityManager, id: number, a: AddressFields): Promise<void> {
    await manager.query(
      `UPDATE customer_address SET first_name = $1, last_name = $2, country = $3, contact_number = $4, address = $5, default_billing = $6, default_shipping = $7, updated_at = now()
        WHERE id = $8`,
      [...this.values(a), id],
    );
  }

  async insertRow(manager: EntityManager, customerId: number, a: AddressFields): Promise<void> {
    await manager.query(
      `INSERT INTO customer_address (customer_id, first_name, last_name, country, contact_number, address, default_billing, default_shipping) VALUES ($8, $1, $2, $3, $4, $5, $6, $7)`,
      [...this.values(a), customerId],
    );
  }

  private values(a: AddressFields): unknown[] {
    return [a.firstName, a.lastName, a.country, a.contactNumber, a.address, a.defaultBilling, a.defaultShipping];
  }
}
