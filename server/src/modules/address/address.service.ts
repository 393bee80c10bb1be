import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Not } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { AddressDto } from './address.dto';
import { addressMessages } from './address.messages';
import { CustomerAddress } from './address.entity';

const MAX_ADDRESSES = 50;

/** Advisory lock space of address books (the second key is the shopper's id). */
const ADDRESS_BOOK_LOCK = 7_310_030;

/**
 * A shopper's address book. Ticking a default on one row unticks it on the others, in the same
 * transaction (the shopper's address book is locked so two requests cannot both keep a default).
 */
@Injectable()
export class AddressService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(customerId: number): Promise<CustomerAddress[]> {
    return this.dataSource.manager.find(CustomerAddress, { where: { customerId }, order: { id: 'ASC' } });
  }

  /** One address of this shopper's book, or null (another shopper's address is not theirs to use). */
  findOwn(manager: EntityManager, customerId: number, id: number): Promise<CustomerAddress | null> {
    return manager.findOne(CustomerAddress, { where: { id, customerId } });
  }

  create(customerId: number, dto: AddressDto): Promise<CustomerAddress> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(manager, customerId);
      const count = await manager.count(CustomerAddress, { where: { customerId } });
      if (count >= MAX_ADDRESSES) throw new ConflictError(addressMessages.book_full({ max: MAX_ADDRESSES }));
      // The first address becomes the default for both billing and shipping.
      const defaults = { billing: dto.default_billing ?? count === 0, shipping: dto.default_shipping ?? count === 0 };
      await this.clearDefaults(manager, customerId, 0, defaults);
      return manager.save(
        manager.create(CustomerAddress, { customerId, ...this.columns(dto), defaultBilling: defaults.billing, defaultShipping: defaults.shipping }),
      );
    });
  }

  update(customerId: number, id: number, dto: AddressDto): Promise<CustomerAddress> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockCustomer(manager, customerId);
      const address = await manager.findOne(CustomerAddress, { where: { id, customerId } });
      if (!address) throw new NotFoundError();
      const defaults = { billing: dto.default_billing ?? address.defaultBilling, shipping: dto.default_shipping ?? address.defaultShipping };
      await this.clearDefaults(manager, customerId, id, defaults);
      Object.assign(address, this.columns(dto), { defaultBilling: defaults.billing, defaultShipping: defaults.shipping });
      return manager.save(address);
    });
  }

  async remove(customerId: number, id: number): Promise<void> {
    const result = await this.dataSource.manager.delete(CustomerAddress, { id, customerId });
    if (!result.affected) throw new NotFoundError();
  }

  private columns(dto: AddressDto) {
    return { firstName: dto.first_name, lastName: dto.last_name, country: dto.country, contactNumber: dto.contact_number, address: dto.address };
  }

  /** Serialises writes to one shopper's address book (the shopper row itself belongs to the customer module). */
  private async lockCustomer(manager: EntityManager, customerId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [ADDRESS_BOOK_LOCK, customerId]);
  }

  private async clearDefaults(manager: EntityManager, customerId: number, keepId: number, defaults: { billing: boolean; shipping: boolean }): Promise<void> {
    if (defaults.billing) await manager.update(CustomerAddress, { customerId, id: Not(keepId), defaultBilling: true }, { defaultBilling: false });
    if (defaults.shipping) await manager.update(CustomerAddress, { customerId, id: Not(keepId), defaultShipping: true }, { defaultShipping: false });
  }
}
