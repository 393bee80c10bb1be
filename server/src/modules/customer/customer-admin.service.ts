import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import type { Message } from '../../common/messages';
import { hashPassword } from '../../common/passwords';
import { pickText } from '../../common/translations';
import { AddressService, presentAddress } from '../address';
import { SessionService } from '../auth';
import { LeadService } from '../lead';
import { MembershipService } from '../membership';
import type { Grantor } from '../permission';
import { CustomerAdminRepository, type CustomerCrmValues, type CustomerFilter } from './customer-admin.repository';
import { customerAdminMessages as m, customerMessages } from './customer.messages';
import type { CreateCustomerAdminDto, CustomerAdminDto } from './customer-admin.dto';
import type { CustomerAdminAnswer, CustomerListItem, CustomerLookups } from './customer-admin.responses';

export { CUSTOMER_SORTS, type CustomerFilter } from './customer-admin.repository';

/** What a batch of a customer import did, with the rows refused and why. */
export interface CustomerImportOutcome {
  created: number;
  updated: number;
  refused: { row: number; reason: Message }[];
}

/** The latest orders a customer's screen shows. */
const ORDERS_SHOWN = 20;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The back office's customers (/api/admin/user): every CRM field of a shopper account, its address
 * book and order history. A shopper's own registration makes the same record (lead source
 * existing_customer). Staff never see the password; they may set a new one, which signs the shopper
 * out everywhere, as disabling the account does. What belongs to other modules is written through
 * them, in the same transaction: the tier (MembershipService.setTier), the address book
 * (AddressService.replaceBook), the sessions (SessionService.revokeAll) and the lead a customer is
 * made of (LeadService.markConverted).
 */
@Injectable()
export class CustomerAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomerAdminRepository,
    private readonly membership: MembershipService,
    private readonly addresses: AddressService,
    private readonly sessions: SessionService,
    private readonly leads: LeadService,
  ) {}

  async list(query: ListQuery, filter: CustomerFilter): Promise<ListPage<CustomerListItem>> {
    const page = await this.customers.list(query, filter);
    return {
      ...page,
      rows: page.rows.map(({ created_at, updated_at, ...r }) => ({ ...r, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() })),
    };
  }

  /** The pickers of the customer and lead forms: statuses, enabled staff and tiers (names only). */
  async lookups(): Promise<CustomerLookups> {
    const { statuses, admins, tiers, main } = await this.customers.lookups();
    const language = main ?? 'en_us';
    return { statuses, admins, tiers: tiers.map((t) => ({ id: t.id, name: pickText(t.names, language, language) })) };
  }

  async get(id: number): Promise<CustomerAdminAnswer> {
    const row = await this.customers.detail(id);
    if (!row) throw new NotFoundError();
    const addresses = await this.addresses.list(id);
    const orders = await this.customers.orders(id, ORDERS_SHOWN);
    const { membership_expires_at, created_at, updated_at, ...rest } = row;
    return {
      ...rest,
      membership_expires_at: iso(membership_expires_at),
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
      addresses: addresses.map(presentAddress),
      orders: orders.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
    };
  }

  /** `actor`: the admin saving, whose permissions decide whether a tier may be given (MembershipService.setTier). */
  async create(actor: Grantor & { adminId: number }, dto: CreateCustomerAdminDto): Promise<CustomerAdminAnswer> {
    const passwordHash = await hashPassword(dto.password);
    const id = await this.write(dto, async (manager) => {
      const lead = dto.lead_id === undefined ? undefined : await this.leads.lockForConversion(manager, dto.lead_id);
      if (dto.lead_id !== undefined && !lead) throw ValidationError.field('lead_id', m.lead_id);
      if (lead && lead.customerId !== null) throw new ConflictError(m.lead_converted);
      const id = await this.customers.insert(manager, dto.email, passwordHash, this.valuesOf(dto));
      await this.membership.setTier(manager, actor, id, dto.membership_tier_id ?? null);
      await this.replaceAddresses(manager, id, dto);
      if (lead) await this.leads.markConverted(manager, dto.lead_id!, id, actor.adminId);
      return id;
    });
    return this.get(id);
  }

  async update(actor: Grantor, id: number, dto: CustomerAdminDto): Promise<CustomerAdminAnswer> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : null;
    await this.write(dto, async (manager) => {
      const held = await this.customers.lock(manager, id);
      if (!held) throw new NotFoundError();
      await this.customers.update(manager, id, dto.email, passwordHash, this.valuesOf(dto));
      if (dto.membership_tier_id !== undefined) await this.membership.setTier(manager, actor, id, dto.membership_tier_id);
      await this.replaceAddresses(manager, id, dto);
      // A new password or a disabled account ends the shopper's sessions.
      if (passwordHash || (held.enabled && !dto.enabled)) await this.sessions.revokeAll(manager, 'customer', id);
      return id;
    });
    return this.get(id);
  }

  /**
   * The bulk write path of customer imports, in the caller's transaction: rows upserted by email (any
   * case), each already checked by the customer form's DTO (`absent`: the fields the file lacks); statuses and staff checked set-wise. New
   * customers have no password (they set one through a password reset); a customer disabled by the
   * file is signed out. Rows whose references are unknown are refused by row, never the batch.
   */
  async importBatch(manager: EntityManager, rows: { row: number; dto: CustomerAdminDto }[], absent: readonly string[] = []): Promise<CustomerImportOutcome> {
    const refused: CustomerImportOutcome['refused'] = [];
    const lookups = await this.customers.lookups();
    const statuses = new Set(lookups.statuses.map((s) => s.id));
    const admins = new Set(lookups.admins.map((a) => a.id));
    const known = new Map(
      (
        await this.customers.byEmails(
          manager,
          rows.map((r) => r.dto.email),
        )
      ).map((c) => [c.email.toLowerCase(), c]),
    );
    const seen = new Set<string>();
    const inserts: { email: string; values: CustomerCrmValues }[] = [];
    const updates: { id: number; keep_admin: boolean; values: CustomerCrmValues }[] = [];
    // Fields the file does not carry stay as they are on known customers (and take their defaults on new ones).
    const valuesOf = (dto: CustomerAdminDto) => {
      const values: Record<string, unknown> = { ...this.valuesOf(dto) };
      for (const field of absent) if (field in values) values[field] = null;
      return values as unknown as CustomerCrmValues;
    };
    const signOut: number[] = [];
    for (const { row, dto } of rows) {
      const key = dto.email.toLowerCase();
      if (seen.has(key)) refused.push({ row, reason: m.email_twice });
      else if (dto.status_id !== undefined && !statuses.has(dto.status_id)) refused.push({ row, reason: m.status_id });
      else if (dto.admin_id != null && !admins.has(dto.admin_id)) refused.push({ row, reason: m.admin_id });
      else {
        seen.add(key);
        const customer = known.get(key);
        if (customer) {
          updates.push({ id: customer.id, keep_admin: absent.includes('admin_id'), values: valuesOf(dto) });
          if (customer.enabled && !dto.enabled) signOut.push(customer.id);
        } else inserts.push({ email: dto.email, values: valuesOf(dto) });
      }
    }
    await this.customers.insertMany(manager, inserts);
    await this.customers.updateMany(manager, updates);
    for (const id of signOut) await this.sessions.revokeAll(manager, 'customer', id);
    return { created: inserts.length, updated: updates.length, refused };
  }

  /** A customer with orders is kept (their orders name them): staff disable the account instead. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const held = await this.customers.lockWithOrders(manager, id);
      if (!held) throw new NotFoundError();
      if (held.orders > 0) throw new ConflictError(m.has_orders({ count: held.orders }));
      await this.sessions.revokeAll(manager, 'customer', id);
      await this.customers.delete(manager, id);
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
    const found = await this.customers.references(manager, dto.status_id, dto.admin_id ?? null, dto.membership_tier_id ?? null);
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

  /** The whole address book as given, when given: ids kept are changed, others removed, new ones added. */
  private async replaceAddresses(manager: EntityManager, customerId: number, dto: CustomerAdminDto): Promise<void> {
    if (dto.addresses && !(await this.addresses.replaceBook(manager, customerId, dto.addresses))) throw ValidationError.field('addresses', m.address_id);
  }

  private valuesOf(dto: CustomerAdminDto): CustomerCrmValues {
    return {
      first_name: dto.first_name,
      last_name: dto.last_name,
      phone: dto.phone,
      gender: dto.gender,
      language: dto.language ?? null,
      enabled: dto.enabled,
      is_subscribe: dto.is_subscribe,
      emails: dto.emails ?? [],
      mobiles: dto.mobiles ?? [],
      job_title: dto.job_title ?? '',
      department: dto.department ?? '',
      office_phone: dto.office_phone ?? '',
      fax: dto.fax ?? '',
      website: dto.website ?? '',
      admin_id: dto.admin_id ?? null,
      status_id: dto.status_id,
      status_description: dto.status_description ?? '',
      lead_source: dto.lead_source,
      lead_source_description: dto.lead_source_description ?? '',
      description: dto.description ?? '',
      tags: dto.tags ?? [],
    };
  }
}
