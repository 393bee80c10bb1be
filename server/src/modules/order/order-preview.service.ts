import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { ForbiddenError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { CartService } from '../cart';
import { PointsRedemptionService } from '../points';
import { PurchaseRulesService } from '../purchase';
import { SettingsService } from '../settings';
import { assertVisible, goodsOf, OrderPricingService, shippingCharge, shipsTo } from './order-pricing';
import { PreviewOrderDto } from './order.dto';
import { orderMessages } from './order.messages';
import { CheckoutSettingsRepository } from './checkout-settings.repository';
import type { OrderPreviewAnswer } from './order.responses';

/**
 * POST /api/order/preview: the checkout page's totals before the order exists, priced by the one
 * pricing of placement (OrderPricingService: the totals pipeline with promotions, the tier discount,
 * shipping and points), so the page shows what the order will have. It refuses what placing would
 * refuse for these choices, in the same words (purchase rules, guest checkout, an empty or foreign
 * cart, lines no longer sold, a method that does not deliver there, points a shopper may not spend),
 * and writes nothing: the cart is read, not locked; the points are read, not locked nor expired.
 */
@Injectable()
export class OrderPreviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkoutOptions: CheckoutSettingsRepository,
    private readonly pricing: OrderPricingService,
    private readonly carts: CartService,
    private readonly points: PointsRedemptionService,
    private readonly settings: SettingsService,
    private readonly checks: PurchaseRulesService,
  ) {}

  async preview(dto: PreviewOrderDto, customer?: CustomerPrincipal): Promise<OrderPreviewAnswer> {
    await this.checks.assertPurchasable(customer);
    const values = await this.settings.all();
    if (!customer && values.guest_checkout !== '1') throw new ForbiddenError(orderMessages.guest_checkout);
    const main = values.main_language;
    const language: LanguageCode = dto.language ?? main;
    const base = values.supported_currencies.find((c) => c.identifier === values.base_currency) ?? { identifier: values.base_currency, rate: 1, mark: '' };
    const display = dto.currency ? values.supported_currencies.find((c) => c.identifier === dto.currency) : base;
    if (!display) throw ValidationError.field('currency', orderMessages.currency);
    const manager = this.dataSource.manager;
    const customerId = customer?.customer.id ?? null;

    const lines = await this.carts.readForCheckout(manager, dto.cart_id, customer, language, main);
    if (lines.length === 0) throw ValidationError.field('cart_id', orderMessages.empty_cart);
    assertVisible(lines, orderMessages.line_unavailable);
    const methods = dto.country ? await this.checkoutOptions.shippingMethods(manager, dto.country) : [];
    const method =
      dto.shipping_method_id === undefined
        ? null
        : shipsTo(methods.find((m) => m.id === dto.shipping_method_id) ?? null, dto.country ?? '', orderMessages.shipping_method);
    const asked = dto.points ?? 0;
    const points = await this.points.quote(manager, customerId, asked, values, language);
    const { priced, label, pointsTaken, methodName } = await this.pricing.price(manager, values, lines, {
      cartId: dto.cart_id,
      customerId,
      email: customer?.customer.email ?? null,
      language,
      method,
      points,
    });
    const totals = priced.totals;
    const goods = goodsOf(totals);
    return {
      currency: values.base_currency,
      display_currency: { identifier: display.identifier, rate: display.rate, mark: display.mark },
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      shipping_total: totals.shipping_total,
      grand_total: totals.grand_total,
      adjustments: totals.adjustments.map((a) => ({ step: a.step, source: a.source, label: label(a), amount: a.amount, item_ids: a.lines })),
      shipping_method: method ? { id: method.id, name: methodName } : null,
      shipping_options: methods.map((m) => ({ id: m.id, cost: shippingCharge(m, goods) })),
      points: points && {
        asked,
        used: points.pointsFor(pointsTaken),
        amount: pointsTaken,
        balance: Math.max(points.balance, 0),
        // What was left to pay when the points step came: the grand total with what the points took.
        most: points.most(totals.grand_total + pointsTaken),
      },
    };
  }
}
