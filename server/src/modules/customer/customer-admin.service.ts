import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { Message } from '../../common/messages';
import { hashPassword } from '../../common/passwords';
import { pickText } from '../../common/translations';
import { MembershipService } from '../membership';
import type { Grantor } from '../permission';
import { customerAdminMessages as m, customerMessages } from './customer.messages';
import type { CreateCustomerAdminDto, CustomerAddressDto, CustomerAdminDto } from './customer-admin.dto';
import type { CustomerAdminAnswer, CustomerListItem, CustomerLookups, CustomerOrderItem } from './customer-admin.responses';

export const CUSTOMER_SORTS: Record<string, string> = {
  id: 'c.id',
  first_name: 'c.first_name',
  last_name: 'c.last_name',
  email: 'c.email',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
};

/** The latest orders a customer's screen shows. */
const ORDERS_SHOWN = 20;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The filters of the list, each optional: a search over names, emails and phone, and exact fields. */
export interface CustomerFilter {
  q?: string;
  status_id?: number;
  lead_source?: string;
  tag?: string;
  admin_id?: number;
  is_subscribe?: boolean;
  enabled?: boolean;
  membership_tier_id?: number;
}

/**
 * The back office's customers (/api/admin/user): every CRM field of a shopper account, its address
 * book and order history. A shopper's own registration makes the same record (lead source
 * existing_customer). Staff never see the password; they may set a new one, which signs the shopper
 * out everywhere, as disabling the account does.
 */
@Injectable()
export class CustomerAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly membership: MembershipService,
  ) {}

  async list(query: ListQuery, filter: CustomerFilter): Promise<{ rows: CustomerListItem[]; total: number }> {
    const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows: (Omit<CustomerListItem, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date; total: number })[] = await this.dataSource.query(
      `SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.enabled, c.is_subscribe, c.status_id, s.title AS status_title, c.lead_source,
              c.admin_id, a.name AS admin_name, c.tags, c.membership_tier_id, c.created_at, c.updated_at, count(*) OVER()::int AS total
         FROM customer c LEFT JOIN lead_status s ON s.id = c.status_id LEFT JOIN admin a ON a.id = c.admin_id
        WHERE ($1::int[] IS NULL OR c.id = ANY($1))
          AND ($2::text IS NULL OR c.email ILIKE $2 OR (c.first_name || ' ' || c.last_name) ILIKE $2 OR c.phone ILIKE $2 OR array_to_string(c.emails, ' ') ILIKE $2)
          AND ($3::int IS NULL OR c.status_id = $3) AND ($4::text IS NULL OR c.lead_source = $4) AND ($5::text IS NULL OR c.tags @> ARRAY[$5::text])
          AND ($6::int IS NULL OR c.admin_id = $6) AND ($7::boolean IS NULL OR c.is_subscribe = $7) AND ($8::boolean IS NULL OR c.enabled = $8)
          AND ($9::int IS NULL OR c.membership_tier_id = $9)
        ORDER BY ${CUSTOMER_SORTS[query.sortField] ?? 'c.id'} ${query.sortOrder}, c.id DESC OFFSET $10 LIMIT $11`,
      [
        query.ids ?? null,
        like,
        filter.status_id ?? null,
        filter.lead_source ?? null,
        filter.tag ?? null,
        filter.admin_id ?? null,
        filter.is_subscribe ?? null,
        filter.enabled ?? null,
        filter.membership_tier_id ?? null,
        query.offset,
        query.limit,
      ],
    );
    return {
      rows: rows.map(({ total: _, created_at, updated_at, ...r }) => ({ ...r, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() })),
      total: rows[0]?.total ?? 0,
    };
  }

  /** The pickers of the customer and lead forms: statuses, enabled staff and tiers (names only). */
  async lookups(): Promise<CustomerLookups> {
    const [{ statuses, admins, tiers, main }] = await this.dataSource.query(
      `SELECT (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'name', s.title) ORDER BY s."order", s.id), '[]') FROM lead_status s) AS statuses,
              (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name, a.id), '[]') FROM admin a WHERE a.enabled) AS admins,
              (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'names', t.name) ORDER BY t."order", t.id), '[]') FROM membership_tier t) AS tiers,
              (SELECT value #>> '{}' FROM setting WHERE key = 'main_language') AS main`,
    );
    const language = main ?? 'en_us';
    return {
      statuses,
      admins,
      tiers: (tiers as { id: number; names: Record<string, string> }[]).map((t) => ({ id: t.id, name: pickText(t.names, language, language) })),
    };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<CustomerAdminAnswer> {
    const [row] = await manager.query(
      `SELECT c.id, c.enabled, c.is_subscribe, c.membership_tier_id, c.membership_expires_at, c.first_name, c.last_name, c.email, c.phone, c.emails, c.mobiles,
              c.gender, c.language, c.job_title, c.department, c.office_phone, c.fax, c.website, c.admin_id, c.status_id, c.status_description, c.lead_source,
              c.lead_source_description, c.description, c.tags, c.facebook_id IS NOT NULL AS facebook_linked, c.created_at, c.updated_at,
              (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = c.id) AS orders_total
         FROM customer c WHERE c.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError();
    const addresses: {
      id: number;
      first_name: string;
      last_name: string;
      country: string;
      contact_number: string;
      address: string;
      default_billing: boolean;
      default_shipping: boolean;
      updated_at: Date;
    }[] = await manager.query(
      `SELECT id, first_name, last_name, country, contact_number, address, default_billing, default_shipping, updated_at FROM customer_address WHERE customer_id = $1 ORDER BY id`,
      [id],
    );
    const orders: (Omit<CustomerOrderItem, 'created_at'> & { created_at: Date })[] = await manager.query(
      `SELECT id, number AS identifier, grand_total::float8 AS grand_total, status, created_at FROM sales_order WHERE customer_id = $1 ORDER BY id DESC LIMIT $2`,
      [id, ORDERS_SHOWN],
    );
    const { membership_expires_at, created_at, updated_at, ...rest } = row;
    return {
      ...rest,
      membership_expires_at: iso(membership_expires_at),
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
      addresses: addresses.map((a) => ({ ...a, updated_at: a.updated_at.toISOString() })),
      orders: orders.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
    };
  }

  /** `actor`: the admin saving, whose permissions decide whether a tier may be given (MembershipService.setTier). */
  async create(actor: Grantor & { adminId: number }, dto: CreateCustomerAdminDto): Promise<CustomerAdminAnswer> {
    const passwordHash = await hashPassword(dto.password);
    const id = await this.write(dto, async (manager) => {
      const lead = dto.lead_id === undefined ? undefined : (await manager.query(`SELECT id, customer_id FROM lead WHERE id = $1 FOR UPDATE`, [dto.lead_id]))[0];
      if (dto.lead_id !== undefined && !lead) throw ValidationError.field('lead_id', m.lead_id);
      if (lead && lead.customer_id !== null) throw new ConflictError(m.lead_converted);
      const [{ id }] = await manager.query(
        `INSERT INTO customer (email, password_hash, first_name, last_name, phone, gender, language, enabled, is_subscribe, emails, mobiles, job_title, department,
                               office_phone, fax, website, admin_id, status_id, status_description, lead_source, lead_source_description, description, tags)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, 'en_us'), $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23) RETURNING id`,
        [dto.email, passwordHash, ...this.fieldsOf(dto)],
      );
      await this.membership.setTier(manager, actor, id, dto.membership_tier_id ?? null);
      if (dto.addresses) await this.syncAddresses(manager, id, dto.addresses);
      if (lead) {
        await manager.query(`UPDATE lead SET customer_id = $2, updated_at = now() WHERE id = $1`, [lead.id, id]);
        await manager.query(`INSERT INTO lead_event (lead_id, kind, admin_id, detail) VALUES ($1, 'converted', $2, $3)`, [
          lead.id,
          actor.adminId,
          `Customer ${id}`,
        ]);
      }
      return id as number;
    });
    return this.get(id);
  }

  async update(actor: Grantor, id: number, dto: CustomerAdminDto): Promise<CustomerAdminAnswer> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : null;
    await this.write(dto, async (manager) => {
      const [held] = await manager.query(`SELECT id, enabled FROM customer WHERE id = $1 FOR UPDATE`, [id]);
      if (!held) throw new NotFoundError();
      await manager.query(
        `UPDATE customer SET email = $1, first_name = $2, last_name = $3, phone = $4, gender = $5, language = COALESCE($6, language), enabled = $7, is_subscribe = $8,
                emails = $9, mobiles = $10, job_title = $11, department = $12, office_phone = $13, fax = $14, website = $15, admin_id = $16, status_id = $17,
                status_description = $18, lead_source = $19, lead_source_description = $20, description = $21, tags = $22,
                password_hash = COALESCE($23, password_hash), updated_at = now()
          WHERE id = $24`,
        [dto.email, ...this.fieldsOf(dto), passwordHash, id],
      );
      if (dto.membership_tier_id !== undefined) await this.membership.setTier(manager, actor, id, dto.membership_tier_id);
      if (dto.addresses) await this.syncAddresses(manager, id, dto.addresses);
      // A new password or a disabled account ends the shopper's sessions.
      if (passwordHash || (held.enabled && !dto.enabled)) {
        await manager.query(`UPDATE session SET revoked_at = now() WHERE kind = 'customer' AND subject_id = $1 AND revoked_at IS NULL`, [id]);
      }
      return id;
    });
    return this.get(id);
  }

  /** A customer with orders is kept (their orders name them): staff disable the account instead. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [held] = await manager.query(
        `SELECT id, (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = c.id) AS orders FROM customer c WHERE c.id = $1 FOR UPDATE`,
        [id],
      );
      if (!held) throw new NotFoundError();
      if (held.orders > 0) throw new ConflictError(m.has_orders({ count: held.orders }));
      await manager.query(`UPDATE session SET revoked_at = now() WHERE kind = 'customer' AND subject_id = $1 AND revoked_at IS NULL`, [id]);
      await manager.query(`DELETE FROM customer WHERE id = $1`, [id]);
    });
  }

  /** Checks what the fields point at, then saves in one transaction; a taken email is refused by name. */
  private async write(dto: CustomerAdminDto, save: (manager: EntityManager) => Promise<number>): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, dto);
      try {
        return await save(manager);
      } catch (error) {
        if ((error as { code?: string; constraint?: string }).constraint === 'UQ_customer_email')
          throw ValidationError.field('email', customerMessages.email_taken);
        throw error;
      }
    });
  }

  private async checkReferences(manager: EntityManager, dto: CustomerAdminDto): Promise<void> {
    const [found] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM lead_status WHERE id = $1) AS status,
              ($2::int IS NULL OR EXISTS (SELECT 1 FROM admin WHERE id = $2)) AS admin,
              ($3::int IS NULL OR EXISTS (SELECT 1 FROM membership_tier WHERE id = $3)) AS tier`,
      [dto.status_id, dto.admin_id ?? null, dto.membership_tier_id ?? null],
    );
    const fields: FieldMessages = {};
    const add = (field: string, message: Message) => (fields[field] = [message]);
    if (!found.status) add('status_id', m.status_id);
    if (!found.admin) add('admin_id', m.admin_id);
    if (!found.tier) add('membership_tier_id', m.membership_tier_id);
    for (const use of ['billing', 'shipping'] as const) {
      if ((dto.addresses ?? []).filter((a) => a[`default_${use}`]).length > 1) add('addresses', m.default_twice({ use }));
    }
    if (Object.keys(fields).length > 0) throw ValidationError.fields(fields);
  }

  /** The values after email (and the password hash on create), in the order both statements take them. */
  private fieldsOf(dto: CustomerAdminDto): unknown[] {
    return [
      dto.first_name,
      dto.last_name,
      dto.phone,
      dto.gender,
      dto.language ?? null,
      dto.enabled,
      dto.is_subscribe,
      dto.emails ?? [],
      dto.mobiles ?? [],
      dto.job_title ?? '',
      dto.department ?? '',
      dto.office_phone ?? '',
      dto.fax ?? '',
      dto.website ?? '',
      dto.admin_id ?? null,
      dto.status_id,
      dto.status_description ?? '',
      dto.lead_source,
      dto.lead_source_description ?? '',
      dto.description ?? '',
      dto.tags ?? [],
    ];
  }

  /** The whole address book as given: ids kept are changed, others removed, new ones added (defaults cleared first: one of each). */
  private async syncAddresses(manager: EntityManager, customerId: number, given: CustomerAddressDto[]): Promise<void> {
    const kept = given.filter((a) => a.id !== undefined).map((a) => a.id!);
    const own: { id: number }[] = await manager.query(`SELECT id FROM customer_address WHERE customer_id = $1`, [customerId]);
    const owned = new Set(own.map((a) => a.id));
    if (kept.some((id) => !owned.has(id)) || new Set(kept).size !== kept.length) throw ValidationError.field('addresses', m.address_id);
    await manager.query(`DELETE FROM customer_address WHERE customer_id = $1 AND NOT (id = ANY($2::int[]))`, [customerId, kept]);
    await manager.query(`UPDATE customer_address SET default_billing = false, default_shipping = false WHERE customer_id = $1`, [customerId]);
    for (const a of given) {
      const values = [a.first_name, a.last_name, a.country, a.contact_number, a.address, a.default_billing ?? false, a.default_shipping ?? false];
      if (a.id !== undefined) {
        await manager.query(
          `UPDATE customer_address SET first_name = $1, last_name = $2, country = $3, contact_number = $4, address = $5, default_billing = $6, default_shipping = $7, updated_at = now()
            WHERE id = $8`,
          [...values, a.id],
        );
      } else {
        await manager.query(
          `INSERT INTO customer_address (customer_id, first_name, last_name, country, contact_number, address, default_billing, default_shipping) VALUES ($8, $1, $2, $3, $4, $5, $6, $7)`,
          [...values, customerId],
        );
      }
    }
  }
}
