import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CustomerRepository } from './customer.repository';

/** A customer's newsletter flag (is_subscribe) as the mailing side reads and clears it by address. */
@Injectable()
export class CustomerSubscriptionService {
  constructor(private readonly customers: CustomerRepository) {}

  /** Clears is_subscribe of the customer of this address, in the caller's transaction; how many changed. */
  unsubscribe(manager: EntityManager, email: string): Promise<number> {
    return this.customers.unsubscribe(manager, email);
  }

  /** Whether the customer of this address takes newsletters (undefined: no customer has it). */
  subscribed(email: string): Promise<boolean | undefined> {
    return this.customers.subscribed(email);
  }
}
