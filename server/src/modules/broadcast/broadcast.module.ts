import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { AudienceRepository } from './audience.repository';
import { BroadcastSender } from './broadcast-sender';
import { BroadcastController } from './broadcast.controller';
import { BroadcastRepository } from './broadcast.repository';
import { BroadcastService } from './broadcast.service';
import { CampaignLinkController } from './campaign-link.controller';
import { BroadcastMessageController, BroadcastReceiverController } from './campaign.controller';
import { CampaignRepository } from './campaign.repository';
import { CampaignService } from './campaign.service';
import { SuppressionRepository } from './suppression.repository';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * Newsletters: campaign messages, receivers (audiences by rules), broadcasts and their sender, counted
 * links, and the unsubscribe link with the suppression list every broadcast skips. The message and
 * receiver controllers come before the broadcast's, whose /:id would otherwise take their paths.
 */
@Module({
  imports: [CustomerModule, MailModule, SettingsModule],
  controllers: [BroadcastMessageController, BroadcastReceiverController, BroadcastController, CampaignLinkController, UnsubscribeController],
  providers: [
    SuppressionRepository,
    UnsubscribeService,
    AudienceRepository,
    CampaignRepository,
    BroadcastRepository,
    CampaignService,
    BroadcastService,
    BroadcastSender,
  ],
})
export class BroadcastModule {}
