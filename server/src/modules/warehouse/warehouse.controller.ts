import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateWarehouseDto, presentWarehouse, UpdateWarehouseDto } from './warehouse.dto';
import { WarehouseAnswer } from './warehouse.responses';
import { WAREHOUSE_SORTS, WarehouseService } from './warehouse.service';

@ApiTags('admin: warehouses')
@Controller('admin/warehouse')
export class WarehouseController {
  constructor(private readonly warehouses: WarehouseService) {}

  @Get()
  @Allow('warehouse.list', 'product.edit')
  @ApiOperation({ summary: 'Warehouses; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(WarehouseAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, WAREHOUSE_SORTS);
    const page = await this.warehouses.list(list);
    return ListResult.of('warehouse', { ...page, rows: page.rows.map(presentWarehouse) }, list.offset);
  }

  @Get(':id')
  @Allow('warehouse.list', 'product.edit')
  @ApiAnswer(WarehouseAnswer)
  async get(@Param('id', ParseIdPipe) id: number) {
    return presentWarehouse(await this.warehouses.get(id));
  }

  @Post()
  @Allow('warehouse.edit')
  @ApiCreated(WarehouseAnswer)
  async create(@Body() dto: CreateWarehouseDto) {
    return presentWarehouse(await this.warehouses.create(dto));
  }

  @Put(':id')
  @Allow('warehouse.edit')
  @ApiAnswer(WarehouseAnswer)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateWarehouseDto) {
    return presentWarehouse(await this.warehouses.update(id, dto));
  }

  @Delete(':id')
  @Allow('warehouse.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a warehouse that holds no inventories' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.warehouses.remove(id);
    return { id };
  }
}
