import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import { preparedQueryOn } from '../../database/prepared-query';
import type { ShippingMethodAnswer } from './checkout-settings.responses';

const SHIPPING_COLUMNS = `id, name, enabled, flat_rate::float8 AS flat_rate, free_over::float8 AS free_over, countries, "order", updated_at`;
export const SHIPPING_SORTS: Record<string, string> = { id: 'id', order: '"order"', flat_rate: 'flat_rate', updated_at: 'updated_at' };
/** The back office's list of shipping methods: ties go by id, ascending whichever way the list is sorted. */
const SHIPPING_LIST: ListDefinition = { columns: SHIPPING_COLUMNS, from: 'shipping_method', id: 'id', sorts: SHIPPING_SORTS, ties: 'ascending' };
const PAYMENT_COLUMNS = `code, enabled, instructions, config, updated_at`;

export interface ShippingMethodRow {
  id: number;
  enabled: boolean;
  name: Record<string, string>;
  flat_rate: number;
  free_over: number | null;
  countries: string[];
}

export interface PaymentMethodRow {
  code: string;
  enabled: boolean;
  instructions: Record<string, string>;
  config: Record<string, string>;
}

export type ShippingRow = Omit<ShippingMethodAnswer, 'updated_at'> & { updated_at: Date };

export interface PaymentRow {
  code: string;
  enabled: boolean;
  instructions: Record<string, string>;
  config: Record<string, string>;
  updated_at: Date;
}

/** A shipping method's stored fields. */
export interface ShippingValues {
  name: Record<string, string>;
  enabled: boolean | null;
  flatRate: number;
  freeOver: number | null;
  countries: string[] | null;
  order: number | null;
}

/** The one reader and writer of shipping_method and payment_method: the back office's settings, and the options checkout offers and places with. */
@Injectable()
export class CheckoutSettingsRepository {
  /** Enabled methods serving the country (all of them without one), in display order. */
  shippingMethods(manager: EntityManager, country: string | null): Promise<ShippingMethodRow[]> {
    return manager.query(
      `SELECT id, enabled, name, flat_rate::float8 AS flat_rate, free_over::float8 AS free_over, countries FROM shipping_method
        WHERE enabled AND ($1::text IS NULL OR cardinality(countries) = 0 OR $1 = ANY(countries)) ORDER BY "order", id`,
      [country],
    );
  }

  /** The shipping method and the payment method an order asks for, in one statement (null where none has that id or code). */
  async methods(
    manager: EntityManager,
    shippingId: number,
    paymentCode: string,
  ): Promise<{ shipping: ShippingMethodRow | null; payment: PaymentMethodRow | null }> {
    const [row] = await preparedQueryOn<{ shipping: ShippingMethodRow | null; payment: PaymentMethodRow | null }>(
      manager,
      'order_methods',
      `SELECT (SELECT row_to_json(m) FROM (SELECT id, enabled, name, flat_rate::float8 AS flat_rate, free_over::float8 AS free_over, countries
                                             FROM shipping_method WHERE id = $1) m) AS shipping,
              (SELECT row_to_json(p) FROM (SELECT code, enabled, instructions, config FROM payment_method WHERE code = $2) p) AS payment`,
      [shippingId, paymentCode],
    );
    return row;
  }

  paymentMethods(manager: EntityManager): Promise<PaymentMethodRow[]> {
    return manager.query(`SELECT code, enabled, instructions, config FROM payment_method WHERE enabled ORDER BY "order", code`);
  }

  listShipping(manager: EntityManager, query: ListQuery): Promise<ListPage<ShippingRow>> {
    return readList(manager, SHIPPING_LIST, query);
  }

  async shipping(manager: EntityManager, id: number): Promise<ShippingRow | null> {
    const [row] = await manager.query(`SELECT ${SHIPPING_COLUMNS} FROM shipping_method WHERE id = $1`, [id]);
    return row ?? null;
  }

  async insertShipping(manager: EntityManager, v: ShippingValues): Promise<ShippingRow> {
    const [row] = await manager.query(
      `INSERT INTO shipping_method (name, enabled, flat_rate, free_over, countries, "order") VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SHIPPING_COLUMNS}`,
      [JSON.stringify(v.name), v.enabled ?? true, v.flatRate, v.freeOver, v.countries ?? [], v.order ?? 0],
    );
    return row;
  }

  /** Null when no method has the id; fields given as null keep their value (except free_over, which null clears). */
  async updateShipping(manager: EntityManager, id: number, v: ShippingValues): Promise<ShippingRow | null> {
    const [rows] = await manager.query(
      `UPDATE shipping_method SET name = $2, enabled = COALESCE($3, enabled), flat_rate = $4, free_over = $5, countries = COALESCE($6, countries),
         "order" = COALESCE($7, "order"), updated_at = now() WHERE id = $1 RETURNING ${SHIPPING_COLUMNS}`,
      [id, JSON.stringify(v.name), v.enabled, v.flatRate, v.freeOver, v.countries, v.order],
    );
    return rows[0] ?? null;
  }

  /** Orders keep the method's name as placed (their link to it is cleared); false when no method has the id. */
  async removeShipping(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = await manager.query(`DELETE FROM shipping_method WHERE id = $1`, [id]);
    return count > 0;
  }

  payments(manager: EntityManager): Promise<PaymentRow[]> {
    return manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment_method ORDER BY "order", code`);
  }

  async payment(manager: EntityManager, code: string, lock = false): Promise<PaymentRow | null> {
    const [row] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payment_method WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [code]);
    return row ?? null;
  }

  async updatePayment(
    manager: EntityManager,
    code: string,
    enabled: boolean,
    instructions: Record<string, string>,
    config: Record<string, string>,
  ): Promise<PaymentRow> {
    const [[row]] = await manager.query(
      `UPDATE payment_method SET enabled = $2, instructions = $3, config = $4, updated_at = now() WHERE code = $1 RETURNING ${PAYMENT_COLUMNS}`,
      [code, enabled, JSON.stringify(instructions), JSON.stringify(config)],
    );
    return row;
  }
}
