import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { catalogueByArea, PermissionArea } from '../permission';
import { CreateRoleDto, presentRole, UpdateRoleDto } from './role.dto';
import { RoleAnswer } from './role.responses';
import { ROLE_SORTS, RoleService } from './role.service';

@ApiTags('admin: roles')
@Controller('admin/role')
export class RoleController {
  constructor(private readonly roles: RoleService) {}

  @Get()
  @Allow('role.list', 'account.edit')
  @ApiOperation({ summary: 'Roles; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text"}' })
  @ApiList(RoleAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, ROLE_SORTS);
    const page = await this.roles.list(list);
    return ListResult.of('role', { ...page, rows: page.rows.map(presentRole) }, list.offset);
  }

  @Get('permission')
  @Allow('role.list')
  @ApiOperation({ summary: 'The permission catalogue, grouped by area' })
  @ApiAnswer([PermissionArea])
  catalogue() {
    return catalogueByArea();
  }

  @Get(':id')
  @Allow('role.list', 'account.edit')
  @ApiAnswer(RoleAnswer)
  async get(@Param('id', ParseIdPipe) id: number) {
    return presentRole(await this.roles.get(id));
  }

  @Post()
  @Allow('role.edit')
  @ApiCreated(RoleAnswer)
  async create(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: CreateRoleDto) {
    return presentRole(await this.roles.create(actor, dto));
  }

  @Put(':id')
  @Allow('role.edit')
  @ApiAnswer(RoleAnswer)
  async update(@CurrentAdmin() actor: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateRoleDto) {
    return presentRole(await this.roles.update(actor, id, dto));
  }

  @Delete(':id')
  @Allow('role.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    await this.roles.remove(admin, id);
    return { id };
  }
}
