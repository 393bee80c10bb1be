import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../events/event-bus';
import { PromotionUsesService } from './promotion-uses.service';

/** A canceled or refunded order gives its promotions' uses back, in its transaction (in-transaction subscribers of the order events). */
@Injectable()
export class PromotionOrderSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly uses: PromotionUsesService,
  ) {}

  onModuleInit(): void {
    this.events.inTransaction('order.canceled', (manager, ended) => this.uses.giveBack(manager, ended.orderId));
    this.events.inTransaction('order.refunded', (manager, ended) => this.uses.giveBack(manager, ended.orderId));
  }
}
