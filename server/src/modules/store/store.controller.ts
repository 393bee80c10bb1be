import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateStoreDto, UpdateStoreDto } from './store.dto';
import { StoreAnswer } from './store.responses';
import { presentStore, StoreService } from './store.service';

const STORE_SORTS = ['id', 'name', 'enabled', 'phone', 'warehouse_id', 'created_at', 'updated_at'] as const;

@ApiTags('admin: stores')
@Controller('admin/store')
export class StoreController {
  constructor(private readonly stores: StoreService) {}

  @Get()
  @Allow('store.list')
  @ApiOperation({ summary: 'Stores; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","enabled":true,"warehouse_id":1}' })
  @ApiList(StoreAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, STORE_SORTS);
    const page = await this.stores.list(list);
    return ListResult.of('store', { ...page, rows: page.rows.map(presentStore) }, list.offset);
  }

  @Get(':id')
  @Allow('store.list')
  @ApiAnswer(StoreAnswer)
  async get(@Param('id', ParseIdPipe) id: number) {
    return presentStore(await this.stores.get(id));
  }

  @Post()
  @Allow('store.edit')
  @ApiCreated(StoreAnswer)
  async create(@Body() dto: CreateStoreDto) {
    return presentStore(await this.stores.create(dto));
  }

  @Put(':id')
  @Allow('store.edit')
  @ApiAnswer(StoreAnswer)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateStoreDto) {
    return presentStore(await this.stores.update(id, dto));
  }

  @Delete(':id')
  @Allow('store.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a store that has no sales (one that has is disabled instead)' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.stores.remove(id);
    return { id };
  }
}
