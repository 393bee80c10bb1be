import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { AudienceCursor, ReceiverRules } from './audience.repository';

export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'canceled', 'sent'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A broadcast row as stored. */
export interface BroadcastRow {
  id: number;
  title: string;
  message_id: number;
  message_name: string;
  receiver_ids: number[];
  status: BroadcastStatus;
  scheduled_at: Date | null;
  rate_per_minute: number;
  audience: ReceiverRules[] | null;
  audience_cursor: AudienceCursor | null;
  audience_done: boolean;
  admin_id: number | null;
  admin_name: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type BroadcastValues = Pick<BroadcastRow, 'title' | 'message_id' | 'receiver_ids' | 'status' | 'scheduled_at' | 'rate_per_minute'>;

/** How a broadcast's deliveries stand. */
export interface DeliveryCounts {
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Skipped because the address is unsubscribed. */
  skipped_unsubscribed: number;
  /** Skipped because an earlier broadcast sent the address this message. */
  skipped_duplicate: number;
  /** Receivers of this broadcast who unsubscribed after it (by its link, before any later campaign reached them). */
  unsubscribed: number;
  /** Receivers who followed at least one of its links. */
  clicked: number;
  /** Clicks, once per receiver and link. */
  clicks: number;
}

/** A delivery claimed for sending. */
export interface ClaimedDelivery {
  id: string;
  /** sending, or skipped when the address was unsubscribed since the audience was read. */
  status: DeliveryStatus;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
}

export interface DeliveryRow {
  id: string;
  email: string;
  customer_id: number | null;
  lead_id: number | null;
  first_name: string;
  last_name: string;
  language: string;
  status: DeliveryStatus;
  reason: string | null;
  sent_at: Date | null;
  unsubscribed_at: Date | null;
  clicks: number;
}

export const BROADCAST_SORTS: Record<string, string> = {
  id: 'b.id',
  title: 'b.title',
  status: 'b.status',
  scheduled_at: 'b.scheduled_at',
  updated_at: 'b.updated_at',
};
export const DELIVERY_SORTS: Record<string, string> = { id: 'd.id', email: 'd.email', status: 'd.status', sent_at: 'd.sent_at' };

const COLUMNS = `b.id, b.title, b.message_id, m.name AS message_name, b.receiver_ids, b.status, b.scheduled_at, b.rate_per_minute, b.audience,
  b.audience_cursor, b.audience_done, b.admin_id, a.name AS admin_name, b.started_at, b.finished_at, b.created_at, b.updated_at`;
const FROM = `broadcast b JOIN broadcast_message m ON m.id = b.message_id LEFT JOIN admin a ON a.id = b.admin_id`;

const LIST: ListDefinition = {
  columns: COLUMNS,
  from: FROM,
  id: 'b.id',
  sorts: BROADCAST_SORTS,
  search: ['b.title'],
  filters: { status: { column: 'b.status', kind: 'string' } },
};

const DELIVERY_LIST: ListDefinition = {
  columns: `d.id::text AS id, d.email, d.customer_id, d.lead_id, d.first_name, d.last_name, d.language, d.status, d.reason, d.sent_at, d.unsubscribed_at,
    (SELECT count(*) FROM broadcast_click k WHERE k.delivery_id = d.id)::int AS clicks`,
  from: 'broadcast_delivery d',
  id: 'd.id',
  sorts: DELIVERY_SORTS,
  search: ['d.email'],
  filters: {
    broadcast_id: (param, value) => `d.broadcast_id = ${param(value)}`,
    status: { column: 'd.status', kind: 'string' },
    reason: { column: 'd.reason', kind: 'string' },
  },
  deferColumns: true,
};

/** Keys of session advisory locks: (BROADCAST_LOCK, broadcast id) is held by the one process sending a broadcast. */
const BROADCAST_LOCK = 7_310_070;

/**
 * The one place that reads and writes broadcast, broadcast_delivery and broadcast_click. The sender moves a
 * delivery on with conditional updates only (queued -> sending -> sent or failed), so no row is sent twice.
 */
@Injectable()
export class BroadcastRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListQuery): Promise<ListPage<BroadcastRow>> {
    return readList(this.dataSource.manager, LIST, query);
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<BroadcastRow | undefined> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE b.id = $1`, [id]);
    return row;
  }

  /** The row locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<BroadcastRow | undefined> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE b.id = $1 FOR UPDATE OF b`, [id]);
    return row;
  }

  async insert(manager: EntityManager, values: BroadcastValues, adminId: number): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO broadcast (title, message_id, receiver_ids, status, scheduled_at, rate_per_minute, admin_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [values.title, values.message_id, values.receiver_ids, values.status, values.scheduled_at, values.rate_per_minute, adminId],
    );
    return id;
  }

  async update(manager: EntityManager, id: number, values: BroadcastValues): Promise<void> {
    await manager.query(
      `UPDATE broadcast SET title = $2, message_id = $3, receiver_ids = $4, status = $5, scheduled_at = $6, rate_per_minute = $7, updated_at = now() WHERE id = $1`,
      [id, values.title, values.message_id, values.receiver_ids, values.status, values.scheduled_at, values.rate_per_minute],
    );
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM broadcast WHERE id = $1`, [id]);
  }

  /** Moves the broadcast to `to` only from one of `from`; false when it was not in one of them. */
  async move(manager: EntityManager, id: number, from: readonly BroadcastStatus[], to: BroadcastStatus): Promise<boolean> {
    const [, count] = await manager.query(
      `UPDATE broadcast SET status = $3::varchar, updated_at = now(), finished_at = CASE WHEN $3::varchar IN ('sent', 'canceled') THEN now() ELSE finished_at END
       WHERE id = $1 AND status = ANY($2::text[])`,
      [id, from, to],
    );
    return count > 0;
  }

  /** Starts the sending: the audience (the receivers' rules as they are now) is kept with the broadcast, to be read from its start. */
  async start(manager: EntityManager, id: number, audience: ReceiverRules[]): Promise<void> {
    await manager.query(
      `UPDATE broadcast SET status = 'sending', audience = $2, audience_cursor = NULL, audience_done = false, started_at = now(), scheduled_at = NULL, updated_at = now()
       WHERE id = $1`,
      [id, JSON.stringify(audience)],
    );
  }

  async saveCursor(manager: EntityManager, id: number, cursor: AudienceCursor | null, done: boolean): Promise<void> {
    await manager.query(`UPDATE broadcast SET audience_cursor = $2, audience_done = $3 WHERE id = $1`, [id, cursor ? JSON.stringify(cursor) : null, done]);
  }

  /** Broadcasts a sender should be working on: sending, or scheduled and due. */
  async due(): Promise<{ id: number; status: BroadcastStatus }[]> {
    return this.dataSource.query(`SELECT id, status FROM broadcast WHERE status = 'sending' OR (status = 'scheduled' AND scheduled_at <= now()) ORDER BY id`);
  }

  /**
   * Runs `work` holding the broadcast's session lock on a connection of its own; undefined without
   * running it when another process (or job) holds it. The lock goes with the connection, so a sender
   * that dies lets go of it at once.
   */
  async whileLocked<T>(id: number, work: (runner: QueryRunner) => Promise<T>): Promise<T | undefined> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [BROADCAST_LOCK, id]);
      if (!locked) return undefined;
      try {
        return await work(runner);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [BROADCAST_LOCK, id]);
      }
    } finally {
      await runner.release();
    }
  }

  /**
   * Deliveries left `sending` by a sender that stopped between claiming and recording them (only the
   * lock holder claims, so under the lock these are a dead sender's): the mail may or may not have gone,
   * so they are not sent again but recorded as failed with that reason.
   */
  async failInterrupted(id: number): Promise<number> {
    const [, count] = await this.dataSource.query(
      `UPDATE broadcast_delivery SET status = 'failed', reason = 'interrupted: the sender stopped while sending; not sent again, as it may have gone'
       WHERE broadcast_id = $1 AND status = 'sending'`,
      [id],
    );
    return count;
  }

  /**
   * Claims up to `limit` queued deliveries for sending, in id order, while the broadcast is sending (none
   * once it is paused or canceled). One whose address was unsubscribed since the audience was read is
   * skipped instead (its status says so).
   */
  async claim(id: number, limit: number): Promise<ClaimedDelivery[]> {
    // An UPDATE answers [rows, count].
    const [rows] = await this.dataSource.query<[ClaimedDelivery[], number]>(
      `UPDATE broadcast_delivery d
       SET status = CASE WHEN EXISTS (SELECT 1 FROM mail_suppression s WHERE s.email = d.email) THEN 'skipped' ELSE 'sending' END,
           reason = CASE WHEN EXISTS (SELECT 1 FROM mail_suppression s WHERE s.email = d.email) THEN 'unsubscribed' END
       WHERE d.id IN (SELECT id FROM broadcast_delivery WHERE broadcast_id = $1 AND status = 'queued' ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
         AND EXISTS (SELECT 1 FROM broadcast b WHERE b.id = $1 AND b.status = 'sending')
       RETURNING d.id::text AS id, d.email, d.first_name, d.last_name, d.language, d.status`,
      [id, limit],
    );
    return rows;
  }

  /** Deliveries the mail server took, recorded sent in one statement. */
  async markSent(deliveryIds: string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE broadcast_delivery SET status = 'sent', sent_at = now(), reason = NULL WHERE id = ANY($1::bigint[]) AND status = 'sending'`,
      [deliveryIds],
    );
  }

  async markFailed(deliveryId: string, reason: string): Promise<void> {
    await this.dataSource.query(`UPDATE broadcast_delivery SET status = 'failed', reason = $2 WHERE id = $1 AND status = 'sending'`, [
      deliveryId,
      reason.slice(0, 300),
    ]);
  }

  /** Whether any delivery is still queued or being sent. */
  async hasUnsent(id: number): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM broadcast_delivery WHERE broadcast_id = $1 AND status IN ('queued', 'sending') LIMIT 1`, [id]);
    return rows.length > 0;
  }

  /** A canceled broadcast's queued deliveries, skipped. */
  async skipQueued(manager: EntityManager, id: number, reason: string): Promise<void> {
    await manager.query(`UPDATE broadcast_delivery SET status = 'skipped', reason = $2 WHERE broadcast_id = $1 AND status = 'queued'`, [id, reason]);
  }

  async counts(ids: readonly number[]): Promise<Map<number, DeliveryCounts>> {
    const rows: (DeliveryCounts & { broadcast_id: number })[] = await this.dataSource.query(
      `SELECT d.broadcast_id, count(*)::int AS total,
              count(*) FILTER (WHERE d.status = 'queued')::int AS queued,
              count(*) FILTER (WHERE d.status = 'sending')::int AS sending,
              count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
              count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE d.status = 'skipped' AND d.reason = 'unsubscribed')::int AS skipped_unsubscribed,
              count(*) FILTER (WHERE d.status = 'skipped' AND d.reason = 'duplicate')::int AS skipped_duplicate,
              count(d.unsubscribed_at)::int AS unsubscribed,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM broadcast_click k WHERE k.delivery_id = d.id))::int AS clicked,
              COALESCE(sum((SELECT count(*) FROM broadcast_click k WHERE k.delivery_id = d.id)), 0)::int AS clicks
       FROM broadcast_delivery d WHERE d.broadcast_id = ANY($1::int[]) GROUP BY d.broadcast_id`,
      [ids],
    );
    return new Map(rows.map(({ broadcast_id, ...counts }) => [broadcast_id, counts]));
  }

  listDeliveries(query: ListQuery, filter: Record<string, unknown>): Promise<ListPage<DeliveryRow>> {
    return readList(this.dataSource.manager, DELIVERY_LIST, query, { filter });
  }

  /**
   * The address unsubscribed: its latest campaign mail within 30 days, if any, is marked as the one it
   * unsubscribed from (once).
   */
  async noteUnsubscribed(manager: EntityManager, email: string): Promise<void> {
    await manager.query(
      `UPDATE broadcast_delivery SET unsubscribed_at = now()
       WHERE id = (SELECT id FROM broadcast_delivery WHERE email = lower($1) AND status = 'sent' AND sent_at > now() - interval '30 days' ORDER BY sent_at DESC LIMIT 1)
         AND unsubscribed_at IS NULL`,
      [email],
    );
  }

  /** Records a click once per delivery and link; false when the delivery is gone. */
  async click(deliveryId: string, url: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `INSERT INTO broadcast_click (delivery_id, url) SELECT id, $2 FROM broadcast_delivery WHERE id = $1 ON CONFLICT DO NOTHING RETURNING 1`,
      [deliveryId, url],
    );
    return rows.length > 0;
  }
}
