import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { OrderPlacementService, OrderService, StaffOrderLookupsService, type TillQuote } from '../order';
import { baseMoney, SettingsService } from '../settings';
import { PosQuoteDto, PosReturnDto, PosSaleDto } from './store.dto';
import { storeMessages as m } from './store.messages';
import { StoreRepository, type SaleRow, type StoreRow } from './store.repository';
import type { PosCatalog, PosCustomer, PosSale, PosStore } from './store.responses';

/** The most stocks a till's catalogue holds (the whole sellable range of a shop up to this size). */
const CATALOGUE_MAX = 20_000;
/** How far back a sale kept offline may say it was made. */
const OFFLINE_DAYS = 30;
/** Who may use every store's till, staff of it or not: those who manage the stores. */
const EVERY_STORE = 'store.edit';

const presentPosStore = (s: StoreRow): PosStore => ({
  id: s.id,
  name: s.name,
  address: s.address,
  phone: s.phone,
  opening_hours: s.opening_hours,
  warehouse_id: s.warehouse_id,
});

/**
 * A store's till. An admin with `store.pos` sells at the stores they work at (store_staff); those who
 * manage stores (`store.edit`) at any. A sale is an order of channel 'store' placed through the order
 * module (the same reservation, drawing only on the store's warehouse, and the same pricing) and
 * completed at once; this module keeps what only a till knows (store_sale). The id the till gave a sale
 * makes it once: a sale queued offline and sent again answers the first.
 */
@Injectable()
export class PosService {
  constructor(
    private readonly repository: StoreRepository,
    private readonly placement: OrderPlacementService,
    private readonly orders: OrderService,
    private readonly lookups: StaffOrderLookupsService,
    private readonly settings: SettingsService,
  ) {}

  /** GET /api/admin/pos/store */
  async stores(admin: AdminPrincipal): Promise<PosStore[]> {
    return (await this.repository.storesOf(admin.admin.id, admin.permissions.has(EVERY_STORE))).map(presentPosStore);
  }

  /** GET /api/admin/pos/{store}/catalog: every sellable stock with what the store's warehouse has of it. */
  async catalog(admin: AdminPrincipal, storeId: number, language?: LanguageCode): Promise<PosCatalog> {
    const store = await this.storeFor(admin, storeId);
    const [options, available, values] = await Promise.all([
      this.lookups.stockOptions('', language, CATALOGUE_MAX),
      this.repository.availableIn(store.warehouse_id),
      this.settings.all(),
    ]);
    return {
      store: presentPosStore(store),
      currency: values.base_currency,
      items: options
        .filter((o) => o.visible)
        .map((o) => ({ stock_id: o.id, sku: o.sku, name: o.name, options: o.options, unit_price: o.unit_price, available: available.get(o.id) ?? 0 }))
        .sort((a, b) => a.sku.localeCompare(b.sku)),
    };
  }

  /** GET /api/admin/pos/{store}/customer?q= */
  async customers(admin: AdminPrincipal, storeId: number, q: string): Promise<PosCustomer[]> {
    await this.storeFor(admin, storeId);
    if (q.length === 0) return [];
    return (await this.lookups.customerOptions(q))
      .filter((c) => c.enabled)
      .map((c) => ({ id: c.id, name: `${c.first_name} ${c.last_name}`.trim(), email: c.email }));
  }

  /** POST /api/admin/pos/{store}/quote */
  async quote(admin: AdminPrincipal, storeId: number, dto: PosQuoteDto): Promise<TillQuote> {
    await this.storeFor(admin, storeId);
    return this.placement.quoteAtTill({ customerId: dto.customer_id ?? null, lines: dto.lines, coupons: dto.coupons ?? [], language: dto.language });
  }

  /**
   * POST /api/admin/pos/{store}/sale. Cash must cover the total (the change is kept with the sale); a
   * sale sent from the offline queue says when it was made (sold_at, within 30 days). The same client
   * id again answers the first sale, at the same store only.
   */
  async sell(admin: AdminPrincipal, storeId: number, dto: PosSaleDto): Promise<PosSale> {
    const store = await this.storeFor(admin, storeId);
    if (!store.enabled) throw new ForbiddenError(m.store_disabled);
    const clientId = dto.client_id.toLowerCase();
    const earlier = await this.repository.saleByClient(clientId);
    if (earlier) {
      if (earlier.store_id !== storeId) throw ConflictError.field('client_id', m.client_used);
      return this.present(earlier, store);
    }
    let soldAt = new Date();
    if (dto.sold_at !== undefined) {
      const given = new Date(dto.sold_at);
      if (given.getTime() > Date.now() + 5 * 60_000 || given.getTime() < Date.now() - OFFLINE_DAYS * 86_400_000)
        throw ValidationError.field('sold_at', m.sold_at);
      soldAt = given;
    }
    if (dto.payment_method === 'cash' && dto.tendered === undefined) throw ValidationError.field('tendered', m.tendered);
    const values = await this.settings.all();
    const how = dto.payment_method === 'cash' ? 'cash' : 'card';
    const { id } = await this.placement.placeAtTill(
      admin,
      {
        key: `pos-${clientId}`,
        store: { id: store.id, name: store.name, address: store.address, phone: store.phone, warehouseId: store.warehouse_id },
        customerId: dto.customer_id ?? null,
        lines: dto.lines,
        coupons: dto.coupons ?? [],
        paymentMethod: dto.payment_method,
        language: dto.language,
        paidComment: `Paid by ${how} at ${store.name}`,
      },
      async (manager, order) => {
        const cash = dto.payment_method === 'cash';
        if (cash && dto.tendered! < order.grand_total) {
          throw ValidationError.field(
            'tendered',
            m.tendered_short({ tendered: baseMoney(values, dto.tendered!), total: baseMoney(values, order.grand_total) }),
          );
        }
        await this.repository.insertSale(manager, {
          orderId: order.id,
          storeId: store.id,
          clientId,
          tendered: cash ? dto.tendered! : null,
          change: cash ? dto.tendered! - order.grand_total : 0,
          cardReference: cash ? '' : (dto.card_reference ?? ''),
          cashierId: admin.admin.id,
          cashier: admin.admin.name,
          soldAt,
          offline: dto.sold_at !== undefined,
        });
      },
    );
    return this.present((await this.repository.sale(id))!, store);
  }

  /** GET /api/admin/pos/{store}/sale: the store's sales, newest first. */
  async sales(admin: AdminPrincipal, storeId: number, offset: number, limit: number): Promise<{ rows: PosSale[]; total: number }> {
    const store = await this.storeFor(admin, storeId);
    const page = await this.repository.sales(storeId, offset, limit);
    return { rows: await Promise.all(page.rows.map((row) => this.present(row, store))), total: page.total };
  }

  /** GET /api/admin/pos/sale/{id}: one sale, for the staff of its store. */
  async sale(admin: AdminPrincipal, orderId: number): Promise<PosSale> {
    const row = await this.repository.sale(orderId);
    if (!row) throw new NotFoundError();
    return this.present(row, await this.storeFor(admin, row.store_id));
  }

  /**
   * POST /api/admin/pos/sale/{id}/return: the whole sale comes back, as a refund on the web does (the
   * order's move to refunded): its units return to the store's warehouse, the points it earned and the
   * coupon uses it took are undone by the same subscribers.
   */
  async giveBack(admin: AdminPrincipal, orderId: number, dto: PosReturnDto): Promise<PosSale> {
    const row = await this.repository.sale(orderId);
    if (!row) throw new NotFoundError();
    const store = await this.storeFor(admin, row.store_id);
    await this.orders.changeStatus(admin, orderId, {
      status: 'refunded',
      comment: dto.comment ? `Returned at the till: ${dto.comment}` : 'Returned at the till',
    });
    return this.present(row, store);
  }

  /** The store when this admin may use its till; 404 for no store, 403 for another's. */
  private async storeFor(admin: AdminPrincipal, storeId: number): Promise<StoreRow> {
    const store = await this.repository.find(storeId);
    if (!store) throw new NotFoundError();
    if (!admin.permissions.has(EVERY_STORE) && !(await this.repository.isStaff(storeId, admin.admin.id))) throw new ForbiddenError(m.not_your_store);
    return store;
  }

  /** A sale as its receipt shows it, with the store it was made at (read once by the caller). */
  private async present(sale: SaleRow, store: StoreRow): Promise<PosSale> {
    const order = await this.orders.view(sale.order_id);
    return {
      id: order.id,
      number: order.number,
      store_id: sale.store_id,
      store_name: store.name,
      store_address: store.address,
      store_phone: store.phone,
      status: order.status,
      customer:
        order.customer_id === null
          ? null
          : { id: order.customer_id, name: `${order.shipping_address.first_name} ${order.shipping_address.last_name}`.trim(), email: order.email },
      lines: order.lines.map((l) => ({
        stock_id: l.stock_id!,
        sku: l.sku,
        name: l.name,
        options: l.options,
        unit_price: l.unit_price,
        quantity: l.quantity,
        line_total: l.line_total,
      })),
      subtotal: order.subtotal,
      discount_total: order.discount_total,
      grand_total: order.grand_total,
      adjustments: order.adjustments.filter((a) => a.amount !== 0).map((a) => ({ label: a.label, amount: a.amount })),
      payment_method: order.payment.code,
      tendered: sale.tendered,
      change: sale.change,
      card_reference: sale.card_reference,
      cashier: sale.cashier,
      client_id: sale.client_id,
      offline: sale.offline,
      sold_at: sale.sold_at.toISOString(),
      created_at: order.created_at,
      currency: order.currency,
    };
  }
}
