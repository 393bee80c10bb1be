import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { BroadcastDto } from './broadcast.dto';
import { BROADCAST_SORTS, DELIVERY_SORTS } from './broadcast.repository';
import { BroadcastAnswer, DeliveryAnswer } from './broadcast.responses';
import { BroadcastService } from './broadcast.service';

@ApiTags('admin: broadcasts')
@Controller('admin/broadcast')
export class BroadcastController {
  constructor(private readonly broadcasts: BroadcastService) {}

  @Get()
  @Allow('broadcast.list')
  @ApiOperation({
    summary: 'Broadcasts with their counts and progress; ?filter={"q":"title","status":"sending"} (sorts: id, title, status, scheduled_at, updated_at)',
  })
  @ApiList(BroadcastAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(BROADCAST_SORTS));
    return ListResult.of('broadcast', await this.broadcasts.list(list), list.offset);
  }

  @Get(':id')
  @Allow('broadcast.list')
  @ApiOperation({ summary: 'A broadcast with live counts (sent, failed, skipped, unsubscribed, clicks) and progress' })
  @ApiAnswer(BroadcastAnswer)
  get(@Param('id', ParseIdPipe) id: number) {
    return this.broadcasts.get(id);
  }

  @Get(':id/delivery')
  @Allow('broadcast.list')
  @ApiOperation({ summary: 'The addresses of a broadcast; ?filter={"status":"failed","q":"address"} (sorts: id, email, status, sent_at)' })
  @ApiList(DeliveryAnswer)
  async deliveries(@Param('id', ParseIdPipe) id: number, @Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(DELIVERY_SORTS), ['id', 'ASC']);
    return ListResult.of('delivery', await this.broadcasts.deliveries(id, list), list.offset);
  }

  @Post()
  @Allow('broadcast.edit')
  @ApiOperation({ summary: 'Creates a draft broadcast: a message to receivers, at a scheduled time or when sent, at a rate' })
  @ApiCreated(BroadcastAnswer)
  create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: BroadcastDto) {
    return this.broadcasts.create(dto, admin.admin.id);
  }

  @Put(':id')
  @Allow('broadcast.edit')
  @ApiOperation({ summary: 'Updates a draft or scheduled broadcast (409 once it has started)' })
  @ApiAnswer(BroadcastAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: BroadcastDto) {
    return this.broadcasts.update(id, dto);
  }

  @Delete(':id')
  @Allow('broadcast.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a draft, scheduled or canceled broadcast (409 otherwise)' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.broadcasts.remove(id);
    return { id };
  }

  @Post(':id/send')
  @Allow('broadcast.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a draft now, or at its scheduled time when that is ahead (409 once started)' })
  @ApiAnswer(BroadcastAnswer)
  send(@Param('id', ParseIdPipe) id: number) {
    return this.broadcasts.send(id);
  }

  @Post(':id/pause')
  @Allow('broadcast.edit')
  @HttpCode(200)
  @ApiAnswer(BroadcastAnswer)
  pause(@Param('id', ParseIdPipe) id: number) {
    return this.broadcasts.pause(id);
  }

  @Post(':id/resume')
  @Allow('broadcast.edit')
  @HttpCode(200)
  @ApiAnswer(BroadcastAnswer)
  resume(@Param('id', ParseIdPipe) id: number) {
    return this.broadcasts.resume(id);
  }

  @Post(':id/cancel')
  @Allow('broadcast.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stops a broadcast for good: what is still queued is skipped as canceled' })
  @ApiAnswer(BroadcastAnswer)
  cancel(@Param('id', ParseIdPipe) id: number) {
    return this.broadcasts.cancel(id);
  }
}
