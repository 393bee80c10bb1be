import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../events/event-bus';
import { TRANSACTION_RANKS } from '../../events/events';
import { MembershipService } from './membership.service';

/**
 * A paid order moves its member up a tier, or renews the tier held, in the order's transaction
 * (an in-transaction subscriber of 'order.paid'), ranked before the points the payment earns at the
 * rate of the tier reached.
 */
@Injectable()
export class MembershipOrderSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly memberships: MembershipService,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction(
      'order.paid',
      async (manager, paid) => {
        if (paid.customerId !== null) await this.memberships.assess(manager, paid.customerId);
      },
      TRANSACTION_RANKS.membership,
    );
  }
}
