import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { AddressDto } from './address.dto';
import { addressMessages } from './address.messages';
import type { CustomerAddress } from './address.entity';
import { AddressRepository, type AddressFields } from './address.repository';

const MAX_ADDRESSES = 50;

/** A row of a whole address book as given (the back office's customer form): an id keeps and changes that address, none adds one. */
export type BookEntry = AddressDto & { id?: number };

/**
 * A shopper's address book; the address module is the one writer of customer_address. Ticking a
 * default on one row unticks it on the others, in the same transaction (the shopper's address book is
 * locked so two requests cannot both keep a default).
 */
@Injectable()
export class AddressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly addresses: AddressRepository,
  ) {}

  list(customerId: number): Promise<CustomerAddress[]> {
    return this.addresses.list(customerId);
  }

  /** One address of this shopper's book, or null (another shopper's address is not theirs to use). */
  findOwn(manager: EntityManager, customerId: number, id: number): Promise<CustomerAddress | null> {
    return this.addresses.findOwn(manager, customerId, id);
  }

  create(customerId: number, dto: AddressDto): Promise<CustomerAddress> {
    return this.dataSource.transaction(async (manager) => {
      await this.addresses.lockBook(manager, customerId);
      const count = await this.addresses.count(manager, customerId);
      if (count >= MAX_ADDRESSES) throw new ConflictError(addressMessages.book_full({ max: MAX_ADDRESSES }));
      // The first address becomes the default for both billing and shipping.
      const defaults = { billing: dto.default_billing ?? count === 0, shipping: dto.default_shipping ?? count === 0 };
      await this.addresses.clearDefaults(manager, customerId, 0, defaults);
      return this.addresses.insert(manager, customerId, { ...this.columns(dto), defaultBilling: defaults.billing, defaultShipping: defaults.shipping });
    });
  }

  update(customerId: number, id: number, dto: AddressDto): Promise<CustomerAddress> {
    return this.dataSource.transaction(async (manager) => {
      await this.addresses.lockBook(manager, customerId);
      const address = await this.addresses.findOwn(manager, customerId, id);
      if (!address) throw new NotFoundError();
      const defaults = { billing: dto.default_billing ?? address.defaultBilling, shipping: dto.default_shipping ?? address.defaultShipping };
      await this.addresses.clearDefaults(manager, customerId, id, defaults);
      Object.assign(address, this.columns(dto), { defaultBilling: defaults.billing, defaultShipping: defaults.shipping });
      return this.addresses.save(manager, address);
    });
  }

  async remove(customerId: number, id: number): Promise<void> {
    if (!(await this.addresses.delete(customerId, id))) throw new NotFoundError();
  }

  /**
   * Replaces a shopper's whole book, in the caller's transaction: entries with an id of this book are
   * changed, the other rows removed, entries without one added; the defaults are cleared first, so the
   * entries decide them (the caller allows one of each). False, with nothing written, when an entry's
   * id is not of this book or is given twice.
   */
  async replaceBook(manager: EntityManager, customerId: number, given: BookEntry[]): Promise<boolean> {
    const kept = given.filter((a) => a.id !== undefined).map((a) => a.id!);
    const owned = new Set(await this.addresses.idsOf(manager, customerId));
    if (kept.some((id) => !owned.has(id)) || new Set(kept).size !== kept.length) return false;
    await this.addresses.deleteAllBut(manager, customerId, kept);
    await this.addresses.clearAllDefaults(manager, customerId);
    for (const a of given) {
      const fields: AddressFields = { ...this.columns(a), defaultBilling: a.default_billing ?? false, defaultShipping: a.default_shipping ?? false };
      if (a.id !== undefined) await this.addresses.updateRow(manager, a.id, fields);
      else await this.addresses.insertRow(manager, customerId, fields);
    }
    return true;
  }

  private columns(dto: AddressDto) {
    return { firstName: dto.first_name, lastName: dto.last_name, country: dto.country, contactNumber: dto.contact_number, address: dto.address };
  }
}
