import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import { SettingsService } from '../settings';
import { PaymentMethodDto, ShippingMethodDto } from './checkout-settings.dto';
import { checkoutSettingsMessages as m } from './checkout-settings.messages';
import type { PaymentMethodAnswer, ShippingMethodAnswer } from './checkout-settings.responses';

const SHIPPING_COLUMNS = `id, name, enabled, flat_rate::float8 AS flat_rate, free_over::float8 AS free_over, countries, "order", updated_at`;
export const SHIPPING_SORTS: Record<string, string> = { id: 'id', order: '"order"', flat_rate: 'flat_rate', updated_at: 'updated_at' };

type ShippingRow = Omit<ShippingMethodAnswer, 'updated_at'> & { updated_at: Date };
interface PaymentRow {
  code: string;
  enabled: boolean;
  instructions: Record<string, string>;
  config: Record<string, string>;
  updated_at: Date;
}

const presentShipping = (row: ShippingRow): ShippingMethodAnswer => ({ ...row, updated_at: row.updated_at.toISOString() });

/** The last four characters of a secret, never more; '' when there is none. */
const hint = (secret: string | undefined) => (secret ? `…${secret.slice(-4)}` : '');

function presentPayment(row: PaymentRow): PaymentMethodAnswer {
  return {
    id: row.code,
    code: row.code,
    enabled: row.enabled,
    instructions: row.instructions,
    publishable_key: row.config.publishable_key ?? '',
    secret_key_hint: hint(row.config.secret_key),
    webhook_secret_hint: hint(row.config.webhook_secret),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The back office's shipping methods and payment methods (the tables checkout reads). */
@Injectable()
export class CheckoutSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async listShipping(query: ListQuery): Promise<{ rows: ShippingMethodAnswer[]; total: number }> {
    const ids = query.ids ?? null;
    const rows = await this.dataSource.query(
      `SELECT ${SHIPPING_COLUMNS}, count(*) OVER()::int AS total FROM shipping_method WHERE ($1::int[] IS NULL OR id = ANY($1))
        ORDER BY ${SHIPPING_SORTS[query.sortField] ?? 'id'} ${query.sortOrder}, id OFFSET $2 LIMIT $3`,
      [ids, query.offset, query.limit],
    );
    return { rows: rows.map(({ total: _, ...r }: ShippingRow & { total: number }) => presentShipping(r)), total: rows[0]?.total ?? 0 };
  }

  async shipping(id: number): Promise<ShippingMethodAnswer> {
    const [row] = await this.dataSource.query(`SELECT ${SHIPPING_COLUMNS} FROM shipping_method WHERE id = $1`, [id]);
    if (!row) throw new NotFoundError();
    return presentShipping(row);
  }

  async createShipping(dto: ShippingMethodDto): Promise<ShippingMethodAnswer> {
    await this.checkNames(dto);
    const [row] = await this.dataSource.query(
      `INSERT INTO shipping_method (name, enabled, flat_rate, free_over, countries, "order") VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SHIPPING_COLUMNS}`,
      [JSON.stringify(dto.name), dto.enabled ?? true, dto.flat_rate, dto.free_over ?? null, this.countries(dto), dto.order ?? 0],
    );
    return presentShipping(row);
  }

  async updateShipping(id: number, dto: ShippingMethodDto): Promise<ShippingMethodAnswer> {
    await this.checkNames(dto);
    const [rows] = await this.dataSource.query(
      `UPDATE shipping_method SET name = $2, enabled = COALESCE($3, enabled), flat_rate = $4, free_over = $5, countries = COALESCE($6, countries),
         "order" = COALESCE($7, "order"), updated_at = now() WHERE id = $1 RETURNING ${SHIPPING_COLUMNS}`,
      [id, JSON.stringify(dto.name), dto.enabled ?? null, dto.flat_rate, dto.free_over ?? null, dto.countries ? this.countries(dto) : null, dto.order ?? null],
    );
    if (!rows[0]) throw new NotFoundError();
    return presentShipping(rows[0]);
  }

  /** Orders keep the method's name as placed; their link to the method is cleared. */
  async removeShipping(id: number): Promise<void> {
    const [, count] = await this.dataSource.query(`DELETE FROM shipping_method WHERE id = $1`, [id]);
    if (!count) throw new NotFoundError();
  }

  async listPayments(): Promise<PaymentMethodAnswer[]> {
    const rows: PaymentRow[] = await this.dataSource.query(`SELECT code, enabled, instructions, config, updated_at FROM payment_method ORDER BY "order", code`);
    return rows.map(presentPayment);
  }

  async payment(code: string): Promise<PaymentMethodAnswer> {
    return presentPayment(await this.paymentRow(this.dataSource.manager, code));
  }

  /** Keys and secrets are kept as given; a secret left out or empty stays. Stripe turns on only with both keys. */
  async updatePayment(code: string, dto: PaymentMethodDto): Promise<PaymentMethodAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.paymentRow(manager, code, true);
      const config = { ...row.config };
      if (code === 'stripe') {
        for (const key of ['publishable_key', 'secret_key', 'webhook_secret'] as const) if (dto[key]) config[key] = dto[key]!;
      }
      const enabled = dto.enabled ?? row.enabled;
      if (code === 'stripe' && enabled && !(config.publishable_key && config.secret_key)) throw ValidationError.field('enabled', m.stripe_keys);
      const [[updated]] = await manager.query(
        `UPDATE payment_method SET enabled = $2, instructions = $3, config = $4, updated_at = now() WHERE code = $1 RETURNING code, enabled, instructions, config, updated_at`,
        [code, enabled, JSON.stringify(dto.instructions ?? row.instructions), JSON.stringify(config)],
      );
      return presentPayment(updated);
    });
  }

  private async paymentRow(manager: DataSource['manager'], code: string, lock = false): Promise<PaymentRow> {
    const [row] = await manager.query(
      `SELECT code, enabled, instructions, config, updated_at FROM payment_method WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
      [code],
    );
    if (!row) throw new NotFoundError();
    return row;
  }

  private async checkNames(dto: ShippingMethodDto): Promise<void> {
    const main = (await this.settings.all()).main_language;
    if (!dto.name[main]?.trim()) throw ValidationError.field('name', m.name_required);
  }

  private countries(dto: ShippingMethodDto): string[] {
    return [...new Set((dto.countries ?? []).map((c) => c.toUpperCase()))];
  }
}
