import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { OutboxService } from '../../queue/outbox.service';
import { broadcastMessages as m } from './broadcast.messages';
import type { BroadcastDto } from './broadcast.dto';
import { BroadcastRepository, type BroadcastRow, type BroadcastStatus, type DeliveryCounts, type DeliveryRow } from './broadcast.repository';
import { CampaignRepository } from './campaign.repository';
import { fullRules } from './campaign.service';

/** A broadcast with how its deliveries stand. */
export type BroadcastView = BroadcastRow & { counts: DeliveryCounts; progress: number };

const NO_DELIVERIES: DeliveryCounts = {
  total: 0,
  queued: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  skipped_unsubscribed: 0,
  skipped_duplicate: 0,
  unsubscribed: 0,
  clicked: 0,
  clicks: 0,
};

/** Statuses in which staff may still change a broadcast. */
const EDITABLE: readonly BroadcastStatus[] = ['draft', 'scheduled'];

/**
 * Broadcasts: a message sent to one or more receivers, now or at a scheduled time, at a rate. Sending
 * starts by keeping the receivers' rules as they are then (a segment re-read at send time); the sender
 * (BroadcastSender, a job) reads the audience into one delivery row per address and sends them. Staff
 * pause, resume and cancel; each move is a conditional update, so two clicks or two admins cannot
 * start a broadcast twice.
 */
@Injectable()
export class BroadcastService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly broadcasts: BroadcastRepository,
    private readonly campaigns: CampaignRepository,
    private readonly outbox: OutboxService,
  ) {}

  async list(query: ListQuery): Promise<ListPage<BroadcastView>> {
    const page = await this.broadcasts.list(query);
    const counts = await this.broadcasts.counts(page.rows.map((b) => b.id));
    return { ...page, rows: page.rows.map((b) => this.view(b, counts.get(b.id))) };
  }

  async get(id: number): Promise<BroadcastView> {
    const broadcast = await this.broadcasts.get(id);
    if (!broadcast) throw new NotFoundError();
    return this.view(broadcast, (await this.broadcasts.counts([id])).get(id));
  }

  async create(dto: BroadcastDto, adminId: number): Promise<BroadcastView> {
    const id = await this.dataSource.transaction(async (manager) => {
      await this.check(manager, dto);
      return this.broadcasts.insert(manager, this.values(dto, 'draft'), adminId);
    });
    return this.get(id);
  }

  /** Only a draft or a scheduled broadcast changes; a scheduled one stays scheduled at its (new) time. */
  async update(id: number, dto: BroadcastDto): Promise<BroadcastView> {
    await this.dataSource.transaction(async (manager) => {
      const broadcast = await this.lock(manager, id);
      if (!EDITABLE.includes(broadcast.status)) throw new ConflictError(m.locked({ status: broadcast.status }));
      await this.check(manager, dto);
      const values = this.values(dto, broadcast.status);
      if (broadcast.status === 'scheduled' && !values.scheduled_at) values.status = 'draft';
      await this.broadcasts.update(manager, id, values);
      if (values.status === 'scheduled') await this.wake(manager, id, values.scheduled_at);
    });
    return this.get(id);
  }

  /** A broadcast that has sent (or is sending) keeps its record: cancel it instead. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const broadcast = await this.lock(manager, id);
      if (![...EDITABLE, 'canceled'].includes(broadcast.status)) throw new ConflictError(m.cannot_delete({ status: broadcast.status }));
      await this.broadcasts.delete(manager, id);
    });
  }

  /** Sends a draft: at its scheduled time if that is still ahead, now otherwise. */
  async send(id: number): Promise<BroadcastView> {
    await this.dataSource.transaction(async (manager) => {
      const broadcast = await this.lock(manager, id);
      if (!EDITABLE.includes(broadcast.status)) throw new ConflictError(m.cannot_send({ status: broadcast.status }));
      if (broadcast.scheduled_at && broadcast.scheduled_at.getTime() > Date.now()) {
        await this.broadcasts.move(manager, id, EDITABLE, 'scheduled');
        await this.wake(manager, id, broadcast.scheduled_at);
      } else {
        await this.begin(manager, broadcast);
      }
    });
    return this.get(id);
  }

  /**
   * Starts a scheduled broadcast whose time has come (the sender calls it); false when it is not due
   * (rescheduled, sent already, canceled).
   */
  async startDue(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const broadcast = await this.broadcasts.lock(manager, id);
      if (!broadcast || broadcast.status !== 'scheduled' || !broadcast.scheduled_at || broadcast.scheduled_at.getTime() > Date.now()) return false;
      await this.begin(manager, broadcast);
      return true;
    });
  }

  async pause(id: number): Promise<BroadcastView> {
    await this.dataSource.transaction(async (manager) => {
      const broadcast = await this.lock(manager, id);
      if (!(await this.broadcasts.move(manager, id, ['sending'], 'paused'))) throw new ConflictError(m.cannot_pause({ status: broadcast.status }));
    });
    return this.get(id);
  }

  async resume(id: number): Promise<BroadcastView> {
    await this.dataSource.transaction(async (manager) => {
      const broadcast = await this.lock(manager, id);
      if (!(await this.broadcasts.move(manager, id, ['paused'], 'sending'))) throw new ConflictError(m.cannot_resume({ status: broadcast.status }));
      await this.outbox.enqueue(manager, 'broadcast.send', { broadcastId: id });
    });
    return this.get(id);
  }

  /** Stops for good: what is queued is skipped ('canceled'); mails already handed to the mail server stay sent. */
  async cancel(id: number): Promise<BroadcastView> {
    await this.dataSource.transaction(async (manager) => {
      const broadcast = await this.lock(manager, id);
      if (!(await this.broadcasts.move(manager, id, ['draft', 'scheduled', 'sending', 'paused'], 'canceled')))
        throw new ConflictError(m.cannot_cancel({ status: broadcast.status }));
      await this.broadcasts.skipQueued(manager, id, 'canceled');
    });
    return this.get(id);
  }

  async deliveries(id: number, query: ListQuery): Promise<ListPage<DeliveryRow>> {
    if (!(await this.broadcasts.get(id))) throw new NotFoundError();
    const filter: Record<string, unknown> = { ...query.filter, broadcast_id: id };
    return this.broadcasts.listDeliveries(query, filter);
  }

  /** A receiver followed a counted link of its mail (recorded once per link). */
  async click(deliveryId: string, url: string): Promise<void> {
    await this.broadcasts.click(deliveryId, url);
  }

  /** Keeps the receivers' rules as they are now and hands the broadcast to the sender. */
  private async begin(manager: EntityManager, broadcast: BroadcastRow): Promise<void> {
    const receivers = await this.campaigns.receivers(broadcast.receiver_ids, manager);
    await this.broadcasts.start(
      manager,
      broadcast.id,
      receivers.map((r) => fullRules(r.rules)),
    );
    await this.outbox.enqueue(manager, 'broadcast.send', { broadcastId: broadcast.id });
  }

  /** A job that starts the broadcast at `at` (the sender checks it is still due then). */
  private async wake(manager: EntityManager, id: number, at: Date | null): Promise<void> {
    if (at) await this.outbox.enqueue(manager, 'broadcast.send', { broadcastId: id }, Math.max(0, at.getTime() - Date.now()));
  }

  private async lock(manager: EntityManager, id: number): Promise<BroadcastRow> {
    const broadcast = await this.broadcasts.lock(manager, id);
    if (!broadcast) throw new NotFoundError();
    return broadcast;
  }

  /** The message and every receiver must exist; a time given must be ahead. */
  private async check(manager: EntityManager, dto: BroadcastDto): Promise<void> {
    if (!(await this.campaigns.message(dto.message_id, manager))) throw ValidationError.field('message_id', m.message_id);
    const ids = [...new Set(dto.receiver_ids)];
    const found = new Set((await this.campaigns.receivers(ids, manager)).map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw ValidationError.field('receiver_ids', m.receiver_missing({ id: missing }));
    if (dto.scheduled_at && new Date(dto.scheduled_at).getTime() <= Date.now()) throw ValidationError.field('scheduled_at', m.scheduled_at);
  }

  private values(dto: BroadcastDto, status: BroadcastStatus) {
    return {
      title: dto.title,
      message_id: dto.message_id,
      receiver_ids: [...new Set(dto.receiver_ids)],
      status,
      scheduled_at: dto.scheduled_at ? new Date(dto.scheduled_at) : null,
      rate_per_minute: dto.rate_per_minute ?? 0,
    };
  }

  private view(broadcast: BroadcastRow, counts: DeliveryCounts = NO_DELIVERIES): BroadcastView {
    const handled = counts.sent + counts.failed + counts.skipped;
    const progress =
      broadcast.status === 'sent' ? 100 : broadcast.audience_done && counts.total > 0 ? Math.min(99, Math.floor((handled / counts.total) * 100)) : 0;
    return { ...broadcast, counts, progress };
  }
}
