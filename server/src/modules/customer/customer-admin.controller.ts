import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ValidationError } from '../../common/errors';
import { listFilter, ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { grantorOf } from '../permission';
import { CreateCustomerAdminDto, LEAD_SOURCES, UpdateCustomerAdminDto } from './customer-admin.dto';
import { CustomerAdminAnswer, CustomerListItem, CustomerLookups } from './customer-admin.responses';
import { CUSTOMER_SORTS, CustomerAdminService, type CustomerFilter } from './customer-admin.service';
import { customerAdminMessages as m } from './customer.messages';

/** The list's filters from react-admin's filter={...}: each checked, a wrong one refused by name. */
function filterOf(raw: Record<string, unknown>): CustomerFilter {
  const source = listFilter.text(raw, 'lead_source');
  if (source !== undefined && !(LEAD_SOURCES as readonly string[]).includes(source)) throw ValidationError.field('lead_source', m.lead_source);
  return {
    q: listFilter.text(raw, 'q'),
    status_id: listFilter.id(raw, 'status_id'),
    lead_source: source,
    tag: listFilter.text(raw, 'tag'),
    admin_id: listFilter.id(raw, 'admin_id'),
    is_subscribe: listFilter.flag(raw, 'is_subscribe'),
    enabled: listFilter.flag(raw, 'enabled'),
    membership_tier_id: listFilter.id(raw, 'membership_tier_id'),
  };
}

@ApiTags('admin: customers')
@Controller('admin/user')
export class CustomerAdminController {
  constructor(private readonly customers: CustomerAdminService) {}

  @Get()
  @Allow('customer.list')
  @ApiOperation({
    summary:
      'Customers; filter={"q","status_id","lead_source","tag","admin_id","is_subscribe","enabled","membership_tier_id","id":[..]}, sort by id, first_name, last_name, email, created_at, updated_at',
  })
  @ApiList(CustomerListItem)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(CUSTOMER_SORTS));
    return ListResult.of('user', await this.customers.list(list, filterOf(list.filter)), list.offset);
  }

  @Get('lookups')
  @Allow('customer.list', 'customer.edit', 'lead.list', 'lead.edit', 'lead.status.list', 'lead.status.edit', 'lead.funnel.list', 'lead.funnel.edit')
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
    return this.customers.create({ ...grantorOf(admin), adminId: admin.admin.id }, dto);
  }

  @Put(':id')
  @Allow('customer.edit')
  @ApiOperation({ summary: 'Updates a customer; a password given (with its confirmation) replaces theirs and signs them out' })
  @ApiAnswer(CustomerAdminAnswer)
  update(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateCustomerAdminDto) {
    return this.customers.update(grantorOf(admin), id, dto);
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
