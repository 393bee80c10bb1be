import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateAccountDto, presentAccount, UpdateAccountDto } from './account.dto';
import { AccountAnswer } from './account.responses';
import { ACCOUNT_SORTS, AccountService } from './account.service';

/** Admin accounts CRUD. */
@ApiTags('admin: accounts')
@Controller('admin/account')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Get()
  @Allow('account.list')
  @ApiList(AccountAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, ACCOUNT_SORTS);
    const page = await this.accounts.list(list);
    return ListResult.of('account', { ...page, rows: page.rows.map(presentAccount) }, list.offset);
  }

  @Get(':id')
  @Allow('account.list')
  @ApiAnswer(AccountAnswer)
  async get(@Param('id', ParseIdPipe) id: number) {
    return presentAccount(await this.accounts.get(id));
  }

  @Post()
  @Allow('account.edit')
  @ApiCreated(AccountAnswer)
  async create(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: CreateAccountDto) {
    return presentAccount(await this.accounts.create(actor, dto));
  }

  @Put(':id')
  @Allow('account.edit')
  @ApiAnswer(AccountAnswer)
  async update(@CurrentAdmin() actor: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateAccountDto) {
    return presentAccount(await this.accounts.update(actor, id, dto));
  }

  @Delete(':id')
  @Allow('account.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@CurrentAdmin() actor: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    await this.accounts.remove(actor, id);
    return { id };
  }
}
