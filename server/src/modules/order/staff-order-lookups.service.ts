import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { AddressService, presentAddress, type AddressAnswer } from '../address';
import { CartService } from '../cart';
import { SettingsService } from '../settings';
import { optionText } from './order-placement.service';
import { staffOrderMessages as so } from './order.messages';
import { OrderRepository } from './order.repository';
import type { OrderCustomerOption, OrderStockOption } from './order.responses';

/** The most rows a picker of the staff order screen offers at once. */
const PICKER_SIZE = 20;

/**
 * What the staff order screen reads: its stock and customer pickers, and a customer's address book
 * (through the address module, which owns it), so staff can ship to a saved address. The shipping
 * methods it offers are checkout's (CheckoutOptionsService), read by the controller.
 */
@Injectable()
export class StaffOrderLookupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: OrderRepository,
    private readonly addresses: AddressService,
    private readonly carts: CartService,
    private readonly settings: SettingsService,
  ) {}

  /** GET /api/admin/order/stock: the create screen's stock picker (hidden stocks shown, marked). */
  async stockOptions(q: string, language?: LanguageCode, limit = PICKER_SIZE): Promise<OrderStockOption[]> {
    const main = (await this.settings.all()).main_language;
    const lines = await this.carts.findStocks(this.dataSource.manager, q, language ?? main, main, limit);
    return lines.map((l) => ({
      id: l.stock_id,
      product_id: l.product_id,
      name: l.name,
      options: optionText(l),
      sku: l.sku,
      unit_price: l.unit_price,
      available: Math.max(0, l.available),
      visible: l.visible,
    }));
  }

  /** GET /api/admin/order/customer: the create screen's customer picker (and a till's). */
  customerOptions(q: string): Promise<OrderCustomerOption[]> {
    return this.repository.customers(this.dataSource.manager, q, PICKER_SIZE);
  }

  /** GET /api/admin/order/customer/{id}/address: the customer's address book; an unknown customer is 404. */
  async addressBook(customerId: number): Promise<AddressAnswer[]> {
    const customer = await this.repository.customer(this.dataSource.manager, customerId);
    if (!customer) throw new NotFoundError(so.customer_not_found);
    return (await this.addresses.list(customerId)).map(presentAddress);
  }
}
