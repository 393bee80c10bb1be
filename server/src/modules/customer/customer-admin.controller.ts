import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ValidationError } from '../../common/errors';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateCustomerAdminDto, LEAD_SOURCES, UpdateCustomerAdminDto } from './customer-admin.dto';
import { CustomerAdminAnswer, CustomerListItem, CustomerLookups } from './customer-admin.responses';
import { CUSTOMER_SORTS, CustomerAdminService, type CustomerFilter } from './customer-admin.service';
import { customerAdminMessages as m } from './customer.messages';

/** The list's filters from react-admin's filter={...}: each checked, a wrong one refused by name. */
function filterOf(raw: Record<string, unknown>): CustomerFilter {
  const int = (field: string): number | undefined => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') return undefined;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1) throw ValidationError.field(field, m.filter({ field, kind: 'an id' }));
    return n;
  };
  const flag = (field: string): boolean | undefined => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true' || value === '1' || value === 1) return true;
    if (value === false || value === 'false' || value === '0' || value === 0) return false;
    throw ValidationError.field(field, m.filter({ field, kind: 'true or false' }));
  };
  const text = (field: string): string | undefined => (typeof raw[field] === 'string' && (raw[field] as string).trim() ? (raw[field] as string).trim().slice(0, 100) : undefined);
  const source = text('lead_source');
  if (source !== undefined && !(LEAD_SOURCES as readonly string[]).includes(source)) throw ValidationError.field('lead_source', m.lead_source);
  return {
    q: text('q'),
    status_id: int('status_id'),
    lead_source: source,
    tag: text('tag'),
    admin_id: int('admin_id'),
    is_subscribe: flag('is_subscribe'),
    enabled: flag('enabled'),
    membership_tier_id: int('membership_tier_id'),
  };
}

@ApiTags('admin: customers')
@Controller('admin/user')
export class CustomerAdminController {
  constructor(private readonly customers: CustomerAdminService) {}

  @Get()
  @Allow('customer.list')
  @ApiOperation({
    summary: 'Customers; filter={"q","status_id","lead_source","tag","admin_id","is_subscribe","enabled","membership_tier_id","id":[..]}, sort by id, first_name, last_name, email, created_at, updated_at',
  })
  @ApiList(CustomerListItem)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(CUSTOMER_SORTS));
    const { rows, total } = await this.customers.list(list, filterOf(list.filter));
    return new ListResult('user', rows, total, list.offset);
  }

  @Get('lookups')
  @Allow('customer.list', 'customer.edit', 'lead.list', 'lead.edit')
  @ApiOperation({ summary: 'What the customer and lead forms pick from: lead statuses, enabled staff and membership tiers (ids and names)' })
  @ApiAnswer(CustomerLookups)
  lookups() {
    return this.customers.lookups();
  }

  @Get(':id')
  @Allow('customer.list')
  @ApiAnswer(CustomerAdminAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.customers.get(id);
  }

  @Post()
  @Allow('customer.edit')
  @ApiOperation({ summary: 'Creates a customer (password and password_confirmation required); with lead_id, the lead is marked converted' })
  @ApiCreated(CustomerAdminAnswer)
  create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: CreateCustomerAdminDto) {
    return this.customers.create(dto, admin.admin.id);
  }

  @Put(':id')
  @Allow('customer.edit')
  @ApiOperation({ summary: 'Updates a customer; a password given (with its confirmation) replaces theirs and signs them out' })
  @ApiAnswer(CustomerAdminAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateCustomerAdminDto) {
    return this.customers.update(id, dto);
  }

  @Delete(':id')
  @Allow('customer.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.customers.remove(id);
    return { id };
  }
}
