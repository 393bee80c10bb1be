import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { SettingsService } from '../settings';
import { PaymentMethodDto, ShippingMethodDto } from './checkout-settings.dto';
import { checkoutSettingsMessages as m } from './checkout-settings.messages';
import { CheckoutSettingsRepository, type PaymentRow, type ShippingRow, type ShippingValues } from './checkout-settings.repository';
import type { PaymentMethodAnswer, ShippingMethodAnswer } from './checkout-settings.responses';

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
    private readonly repository: CheckoutSettingsRepository,
    private readonly settings: SettingsService,
  ) {}

  async listShipping(query: ListQuery): Promise<ListPage<ShippingMethodAnswer>> {
    const page = await this.repository.listShipping(this.dataSource.manager, query);
    return { ...page, rows: page.rows.map(presentShipping) };
  }

  async shipping(id: number): Promise<ShippingMethodAnswer> {
    const row = await this.repository.shipping(this.dataSource.manager, id);
    if (!row) throw new NotFoundError();
    return presentShipping(row);
  }

  async createShipping(dto: ShippingMethodDto): Promise<ShippingMethodAnswer> {
    await this.checkNames(dto);
    return presentShipping(await this.repository.insertShipping(this.dataSource.manager, this.shippingValues(dto, true)));
  }

  async updateShipping(id: number, dto: ShippingMethodDto): Promise<ShippingMethodAnswer> {
    await this.checkNames(dto);
    const row = await this.repository.updateShipping(this.dataSource.manager, id, this.shippingValues(dto, false));
    if (!row) throw new NotFoundError();
    return presentShipping(row);
  }

  /** Orders keep the method's name as placed; their link to the method is cleared. */
  async removeShipping(id: number): Promise<void> {
    if (!(await this.repository.removeShipping(this.dataSource.manager, id))) throw new NotFoundError();
  }

  async listPayments(): Promise<PaymentMethodAnswer[]> {
    return (await this.repository.payments(this.dataSource.manager)).map(presentPayment);
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
      return presentPayment(await this.repository.updatePayment(manager, code, enabled, dto.instructions ?? row.instructions, config));
    });
  }

  /** A payment method's configuration (the Stripe keys) while it is enabled; empty when it is off. */
  async enabledConfig(code: string): Promise<Record<string, string>> {
    const row = await this.repository.payment(this.dataSource.manager, code);
    return row?.enabled ? row.config : {};
  }

  private async paymentRow(manager: EntityManager, code: string, lock = false): Promise<PaymentRow> {
    const row = await this.repository.payment(manager, code, lock);
    if (!row) throw new NotFoundError();
    return row;
  }

  private async checkNames(dto: ShippingMethodDto): Promise<void> {
    const main = (await this.settings.all()).main_language;
    if (!dto.name[main]?.trim()) throw ValidationError.field('name', m.name_required);
  }

  /** A form's stored values; on update, fields left out keep theirs (free_over left out clears it). */
  private shippingValues(dto: ShippingMethodDto, creating: boolean): ShippingValues {
    const countries = dto.countries || creating ? [...new Set((dto.countries ?? []).map((c) => c.toUpperCase()))] : null;
    return { name: dto.name, enabled: dto.enabled ?? null, flatRate: dto.flat_rate, freeOver: dto.free_over ?? null, countries, order: dto.order ?? null };
  }
}
