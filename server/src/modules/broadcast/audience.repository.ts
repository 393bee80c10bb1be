import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReceiverAudience } from './broadcast.dto';

/** A receiver's rules as stored (every field present; see ReceiverRulesDto). */
export interface ReceiverRules {
  audience: ReceiverAudience;
  tags: string[];
  status_ids: number[];
  funnel_ids: number[];
  membership_tier_ids: number[];
  subscribed_only: boolean;
  languages: string[];
  created_from: string | null;
  created_to: string | null;
}

export type AudienceSource = 'customer' | 'lead';

/** Where the audience of a broadcast has been read up to: the receiver's rules (by position), the kind of person, the last id. */
export interface AudienceCursor {
  rules: number;
  source: AudienceSource;
  after: number;
}

export interface AudienceCount {
  /** Different addresses the rules reach. */
  total: number;
  /** Of them, unsubscribed (a customer who takes no newsletter, or an address on the suppression list): recorded as skipped, never mailed. */
  unsubscribed: number;
}

type Param = (value: unknown) => string;

/** Funnels are leads' only: a funnel rule keeps customers out. */
const reachesCustomers = (rules: ReceiverRules) => rules.audience !== 'leads' && rules.funnel_ids.length === 0;
/** Membership tiers are customers' only: a tier rule keeps leads out. */
const reachesLeads = (rules: ReceiverRules) => rules.audience !== 'customers' && rules.membership_tier_ids.length === 0;

/** The conditions on customers (alias c), or undefined when the rules keep customers out. */
function customerWhere(rules: ReceiverRules, param: Param): string | undefined {
  if (!reachesCustomers(rules)) return undefined;
  const where = ['c.enabled'];
  if (rules.subscribed_only) where.push('c.is_subscribe');
  if (rules.tags.length) where.push(`c.tags && ${param(rules.tags)}::text[]`);
  if (rules.status_ids.length) where.push(`c.status_id = ANY(${param(rules.status_ids)}::int[])`);
  if (rules.membership_tier_ids.length) where.push(`c.membership_tier_id = ANY(${param(rules.membership_tier_ids)}::int[])`);
  if (rules.languages.length) where.push(`c.language = ANY(${param(rules.languages)}::text[])`);
  if (rules.created_from) where.push(`c.created_at >= ${param(rules.created_from)}::date`);
  if (rules.created_to) where.push(`c.created_at < ${param(rules.created_to)}::date + 1`);
  return where.join(' AND ');
}

/** The conditions on leads (alias l), or undefined when the rules keep leads out. */
function leadWhere(rules: ReceiverRules, param: Param): string | undefined {
  if (!reachesLeads(rules)) return undefined;
  const where = ['true'];
  if (rules.tags.length) where.push(`l.tags && ${param(rules.tags)}::text[]`);
  if (rules.status_ids.length) where.push(`l.status_id = ANY(${param(rules.status_ids)}::int[])`);
  if (rules.funnel_ids.length) where.push(`l.funnel_id = ANY(${param(rules.funnel_ids)}::int[])`);
  if (rules.languages.length) where.push(`l.language = ANY(${param(rules.languages)}::text[])`);
  if (rules.created_from) where.push(`l.created_at >= ${param(rules.created_from)}::date`);
  if (rules.created_to) where.push(`l.created_at < ${param(rules.created_to)}::date + 1`);
  return where.join(' AND ');
}

/** The kinds of person the rules reach, in the order the audience is read. */
export const sourcesOf = (rules: ReceiverRules): AudienceSource[] => [
  ...(reachesCustomers(rules) ? (['customer'] as const) : []),
  ...(reachesLeads(rules) ? (['lead'] as const) : []),
];

/** An address whose customer takes no newsletter, whichever kind of person reached it. */
const CUSTOMER_UNSUBSCRIBED = (email: string) => `EXISTS (SELECT 1 FROM customer u WHERE lower(u.email) = ${email} AND NOT u.is_subscribe)`;

/**
 * Who the receivers reach: customers and leads by their rules, read in keyset batches into a broadcast's
 * delivery rows (one per address, whichever receiver or kind of person reaches it first), and counted.
 */
@Injectable()
export class AudienceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The different addresses some of the rules reach, and how many of them are unsubscribed. */
  async count(ruleSets: readonly ReceiverRules[]): Promise<AudienceCount> {
    const params: unknown[] = [];
    const param: Param = (value) => (params.push(value), `$${params.length}`);
    const parts: string[] = [];
    for (const rules of ruleSets) {
      const customers = customerWhere(rules, param);
      if (customers) parts.push(`SELECT lower(c.email) AS email, NOT c.is_subscribe AS unsubscribed FROM customer c WHERE ${customers}`);
      const leads = leadWhere(rules, param);
      if (leads) parts.push(`SELECT lower(l.email) AS email, false AS unsubscribed FROM lead l WHERE ${leads}`);
    }
    if (parts.length === 0) return { total: 0, unsubscribed: 0 };
    const [row] = await this.dataSource.query(
      `WITH reached AS (${parts.join(' UNION ALL ')}),
            addresses AS (SELECT email, bool_or(unsubscribed) AS unsubscribed FROM reached GROUP BY email)
       SELECT count(*)::int AS total,
              count(*) FILTER (WHERE a.unsubscribed OR s.email IS NOT NULL OR ${CUSTOMER_UNSUBSCRIBED('a.email')})::int AS unsubscribed
       FROM addresses a LEFT JOIN mail_suppression s ON s.email = a.email`,
      params,
    );
    return row;
  }

  /**
   * Reads the next batch of one kind of person the rules reach (ids after `after`, in id order) into the
   * broadcast's delivery rows, in the caller's transaction: an address already there (another receiver's,
   * the other kind's) is left as it is; an unsubscribed one is recorded as skipped ('unsubscribed'), as is
   * one that was sent this message by an earlier broadcast ('duplicate'). Returns the last id read and how
   * many were read (fewer than `limit`: this kind is done).
   */
  async addBatch(
    manager: EntityManager,
    broadcast: { id: number; messageId: number },
    rules: ReceiverRules,
    source: AudienceSource,
    after: number,
    limit: number,
  ): Promise<{ last: number | null; read: number }> {
    const params: unknown[] = [broadcast.id, broadcast.messageId, after, limit];
    const param: Param = (value) => (params.push(value), `$${params.length}`);
    const batch =
      source === 'customer'
        ? `SELECT c.id, lower(c.email) AS email, c.id AS customer_id, NULL::int AS lead_id, c.first_name, c.last_name, c.language, NOT c.is_subscribe AS unsubscribed
           FROM customer c WHERE ${customerWhere(rules, param)} AND c.id > $3 ORDER BY c.id LIMIT $4`
        : `SELECT l.id, lower(l.email) AS email, l.customer_id, l.id AS lead_id, l.first_name, l.last_name, l.language, false AS unsubscribed
           FROM lead l WHERE ${leadWhere(rules, param)} AND l.id > $3 ORDER BY l.id LIMIT $4`;
    const [row] = await manager.query(
      `WITH batch AS (${batch}),
       marked AS (
         SELECT b.*, (b.unsubscribed OR s.email IS NOT NULL OR ${CUSTOMER_UNSUBSCRIBED('b.email')}) AS out,
                EXISTS (SELECT 1 FROM broadcast_delivery d JOIN broadcast o ON o.id = d.broadcast_id
                        WHERE d.email = b.email AND d.status = 'sent' AND o.message_id = $2 AND d.broadcast_id <> $1) AS had
         FROM batch b LEFT JOIN mail_suppression s ON s.email = b.email),
       added AS (
         INSERT INTO broadcast_delivery (broadcast_id, email, customer_id, lead_id, first_name, last_name, language, status, reason)
         SELECT $1, m.email, m.customer_id, m.lead_id, left(m.first_name, 100), left(m.last_name, 100), m.language,
                CASE WHEN m.out OR m.had THEN 'skipped' ELSE 'queued' END,
                CASE WHEN m.out THEN 'unsubscribed' WHEN m.had THEN 'duplicate' END
         FROM marked m
         ON CONFLICT (broadcast_id, email) DO NOTHING
         RETURNING 1)
       SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*) FROM batch)::int AS read, (SELECT count(*) FROM added)::int AS added`,
      params,
    );
    return { last: row.last ?? null, read: row.read };
  }
}
