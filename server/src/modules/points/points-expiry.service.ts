import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobHandlers } from '../../queue/job-handlers';
import { PointsLedger } from './points-ledger';
import { PointsRepository } from './points.repository';

/** Customers whose due points one pass of the expiry job writes, before it looks again. */
const EXPIRY_BATCH = 200;

/** The repeatable job 'points.expire': writes the expiry of every customer's due points. */
@Injectable()
export class PointsExpiryService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PointsRepository,
    private readonly ledger: PointsLedger,
    private readonly handlers: JobHandlers,
  ) {}

  onModuleInit(): void {
    this.handlers.register('points.expire', () => this.expireAllDue());
  }

  /** A batch of customers at a time, each in a transaction of its own. */
  async expireAllDue(): Promise<void> {
    for (;;) {
      const due = await this.repository.customersWithDuePoints(this.dataSource.manager, EXPIRY_BATCH);
      for (const customerId of due) {
        await this.dataSource.transaction(async (manager) => {
          await this.ledger.lock(manager, customerId);
          await this.ledger.expireDue(manager, customerId);
        });
      }
      if (due.length < EXPIRY_BATCH) return;
    }
  }
}
