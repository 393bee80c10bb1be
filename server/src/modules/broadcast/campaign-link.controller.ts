import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/decorators';
import { ForbiddenError } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { campaignLinkMessages as m } from './broadcast.messages';
import { checkCampaignLink } from './campaign-mail';
import { BroadcastService } from './broadcast.service';

/**
 * A counted link of a campaign mail: the click is recorded once per receiver and link, and the reader
 * goes on to the address the mail pointed at. Only a link the shop signed for that delivery and address
 * goes anywhere: never an open redirect.
 */
@ApiTags('storefront: campaign links')
@Controller('campaign/link')
export class CampaignLinkController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly broadcasts: BroadcastService,
  ) {}

  @Get()
  @Public()
  // A link in a mail that answers a redirect (302), not a call of the API the UIs make: kept out of the contract, as the Stripe webhook is.
  @ApiExcludeEndpoint()
  async follow(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const { d, u, s } = query;
    const valid =
      typeof d === 'string' && /^\d{1,18}$/.test(d) && typeof u === 'string' && u.length <= 2000 && /^https?:\/\//i.test(u) && typeof s === 'string';
    if (!valid || !checkCampaignLink(this.config.auth.jwtSecret, d, u, s)) throw new ForbiddenError(m.invalid);
    await this.broadcasts.click(d, u);
    res.redirect(302, u);
  }
}
