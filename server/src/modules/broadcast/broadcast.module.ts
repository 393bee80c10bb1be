import { Module } from '@nestjs/common';
import { CustomerModule } from '../customer/customer.module';
import { SuppressionRepository } from './suppression.repository';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

/** Newsletters: for now the unsubscribe link and the suppression list every broadcast will skip. */
@Module({
  imports: [CustomerModule],
  controllers: [UnsubscribeController],
  providers: [SuppressionRepository, UnsubscribeService],
})
export class BroadcastModule {}
