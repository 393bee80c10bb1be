import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { pickText } from '../../common/translations';
import { SettingsService } from '../settings';
import type { PaymentOption, ShippingOption } from './checkout-options.responses';
import { CheckoutSettingsRepository } from './checkout-settings.repository';

/** The shipping and payment methods a shopper may choose at checkout. Secrets of payment methods never leave here. */
@Injectable()
export class CheckoutOptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CheckoutSettingsRepository,
    private readonly settings: SettingsService,
  ) {}

  async shipping(country: string | undefined, language?: LanguageCode): Promise<ShippingOption[]> {
    const main = (await this.settings.all()).main_language;
    const code = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
    const rows = await this.repository.shippingMethods(this.dataSource.manager, code);
    return rows.map((m) => ({
      id: m.id,
      name: pickText(m.name, language ?? main, main),
      flat_rate: m.flat_rate,
      free_over: m.free_over,
      countries: m.countries,
    }));
  }

  async payment(language?: LanguageCode): Promise<PaymentOption[]> {
    const main = (await this.settings.all()).main_language;
    const rows = await this.repository.paymentMethods(this.dataSource.manager);
    return rows
      .filter((m) => m.code !== 'stripe' || Boolean(m.config.secret_key && m.config.publishable_key))
      .map((m) => ({ code: m.code, instructions: pickText(m.instructions, language ?? main, main) }));
  }
}
