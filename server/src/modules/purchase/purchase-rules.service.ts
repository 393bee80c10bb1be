import { Injectable } from '@nestjs/common';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { validationMessages } from '../../common/common.messages';
import { ForbiddenError, NotFoundError, ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import { contentShopMessages, PageService } from '../content';
import { WarehouseService } from '../warehouse';
import { SettingsService, type SettingValues } from '../settings';
import { CheckRequestDto } from './check.dto';
import type { CheckAnswer } from './check.responses';
import { checkMessages } from './purchase.messages';

/**
 * Purchase pages need catalog_mode off, a login when member-only, and a selling warehouse: warehouses
 * turned on and the configured warehouse_id naming a warehouse that exists and is enabled.
 */
function purchaseBlockers(values: SettingValues, loggedIn: boolean, warehouseSelling: boolean): Message[] {
  const blockers: Message[] = [];
  if (values.catalog_mode === '1') blockers.push(checkMessages.catalog_mode);
  if (values.member_only === '1' && !loggedIn) blockers.push(checkMessages.members_only);
  if (values.warehouse_enabled !== '1' || values.warehouse_id === null || !warehouseSelling) blockers.push(checkMessages.no_selling_warehouse);
  return blockers;
}

/**
 * The storefront's purchase rules (catalogue mode, members only, a selling warehouse), asked by the cart
 * and checkout, and the route guards of POST /api/check built on them (checkout, static pages).
 */
@Injectable()
export class PurchaseRulesService {
  constructor(
    private readonly settings: SettingsService,
    private readonly warehouses: WarehouseService,
    private readonly pages: PageService,
  ) {}

  /** checkout: 403 with every reason the shopper may not buy; page: 404 "Page cannot be found" unless an enabled page has the url `key`. */
  async check(request: CheckRequestDto, customer?: CustomerPrincipal): Promise<CheckAnswer> {
    if (request.type === 'page') {
      const url = request.key?.trim() ?? '';
      if (url === '') throw ValidationError.field('key', validationMessages.required({ field: 'key' }));
      if (!(await this.pages.exists(url))) throw new NotFoundError(contentShopMessages.page_not_found);
      return { passed: true };
    }
    await this.assertPurchasable(customer);
    return { passed: true };
  }

  /** Refuses (403, with every reason) when this shopper may not buy now: the cart and checkout call it first. */
  async assertPurchasable(customer?: CustomerPrincipal): Promise<void> {
    const values = await this.settings.all();
    const selling = values.warehouse_id !== null && (await this.warehouses.isSelling(values.warehouse_id));
    const blockers = purchaseBlockers(values, customer !== undefined, selling);
    if (blockers.length > 0) throw new ForbiddenError(blockers);
  }
}
