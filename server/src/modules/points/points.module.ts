import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { PointsAdjustmentService } from './points-adjustment.service';
import { PointsExpiryService } from './points-expiry.service';
import { PointsLedger } from './points-ledger';
import { PointsMembersService } from './points-members.service';
import { PointsOrderSubscriber } from './points-order.subscriber';
import { PointsRedemptionService } from './points-redemption.service';
import { PointsSummaryService } from './points-summary.service';
import { PointsAdminController, PointsController } from './points.controller';
import { PointsRepository } from './points.repository';

@Module({
  imports: [SettingsModule, EventsModule],
  controllers: [PointsController, PointsAdminController],
  providers: [
    PointsRepository,
    PointsLedger,
    PointsSummaryService,
    PointsMembersService,
    PointsAdjustmentService,
    PointsRedemptionService,
    PointsOrderSubscriber,
    PointsExpiryService,
  ],
  exports: [PointsRedemptionService],
})
export class PointsModule {}
