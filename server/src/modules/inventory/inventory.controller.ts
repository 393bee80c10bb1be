import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { InventoryMoveDto, InventoryTransferDto } from './inventory.dto';
import { InventoryHistoryRow, InventoryMoveAnswer } from './inventory.responses';
import { InventoryService } from './inventory.service';

/** Inventory moves (each writes an immutable history row) and histories. */
@ApiTags('admin: inventory')
@Controller('admin')
export class InventoryController {
  constructor(private readonly inventories: InventoryService) {}

  @Post('inventory/plus')
  @Allow('product.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add quantity' })
  @ApiAnswer(InventoryMoveAnswer)
  plus(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: InventoryMoveDto) {
    return this.inventories.plus(actor.admin, dto);
  }

  @Post('inventory/minus')
  @Allow('product.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove quantity (at most what is available)' })
  @ApiAnswer(InventoryMoveAnswer)
  minus(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: InventoryMoveDto) {
    return this.inventories.minus(actor.admin, dto);
  }

  @Post('inventory/update')
  @Allow('product.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the quantity' })
  @ApiAnswer(InventoryMoveAnswer)
  update(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: InventoryMoveDto) {
    return this.inventories.update(actor.admin, dto);
  }

  @Post('inventory/transfer')
  @Allow('product.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move quantity to another warehouse (the destination row is made when missing)' })
  @ApiAnswer(InventoryMoveAnswer)
  transfer(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: InventoryTransferDto) {
    return this.inventories.transfer(actor.admin, dto);
  }

  @Get('inventory/:id/histories')
  @Allow('product.list')
  @ApiList(InventoryHistoryRow)
  async inventoryHistories(@Param('id', ParseIdPipe) id: number, @Query() query: Record<string, unknown>) {
    await this.inventories.exists('inventory', id);
    const list = parseListQuery(query, ['id']);
    return ListResult.of('histories', await this.inventories.histories({ inventoryId: id }, list), list.offset);
  }

  @Get('product/:id/inventories/histories')
  @Allow('product.list')
  @ApiList(InventoryHistoryRow)
  async productHistories(@Param('id', ParseIdPipe) id: number, @Query() query: Record<string, unknown>) {
    await this.inventories.exists('product', id);
    const list = parseListQuery(query, ['id']);
    return ListResult.of('histories', await this.inventories.histories({ productId: id }, list), list.offset);
  }
}
