import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { MembershipAdminController } from './membership-admin.controller';
import { MembershipOrderSubscriber } from './membership-order.subscriber';
import { MembershipRepository } from './membership.repository';
import { MembershipService } from './membership.service';

@Module({
  imports: [SettingsModule, EventsModule],
  controllers: [MembershipAdminController],
  providers: [MembershipService, MembershipRepository, MembershipOrderSubscriber],
  exports: [MembershipService],
})
export class MembershipModule {}
