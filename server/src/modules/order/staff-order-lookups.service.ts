import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { AddressService, presentAddress, type AddressAnswer } from '../address';
import { staffOrderMessages as so } from './order.messages';
import { OrderRepository } from './order.repository';

/**
 * What the staff order screen reads beside its pickers: a customer's address book (through the address
 * module, which owns it), so staff can ship to a saved address. The shipping methods it offers are
 * checkout's (CheckoutOptionsService), read by the controller.
 */
@Injectable()
export class StaffOrderLookupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: OrderRepository,
    private readonly addresses: AddressService,
  ) {}

  /** GET /api/admin/order/customer/{id}/address: the customer's address book; an unknown customer is 404. */
  async addressBook(customerId: number): Promise<AddressAnswer[]> {
    const customer = await this.repository.customer(this.dataSource.manager, customerId);
    if (!customer) throw new NotFoundError(so.customer_not_found);
    return (await this.addresses.list(customerId)).map(presentAddress);
  }
}
