import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateSupplierDto, presentSupplier, presentSupplierWithStocks, UpdateSupplierDto } from './supplier.dto';
import { SupplierAnswer, SupplierStockOption, SupplierSummary } from './supplier.responses';
import { SUPPLIER_SORTS, SupplierService } from './supplier.service';

@ApiTags('admin: suppliers')
@Controller('admin/supplier')
export class SupplierController {
  constructor(private readonly suppliers: SupplierService) {}

  @Get()
  @Allow('supplier.list')
  @ApiOperation({ summary: 'Suppliers; ?sort=["name","ASC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(SupplierSummary)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, SUPPLIER_SORTS);
    const page = await this.suppliers.list(list);
    return ListResult.of('supplier', { ...page, rows: page.rows.map(presentSupplier) }, list.offset);
  }

  @Get('stock')
  @Allow('supplier.list')
  @ApiOperation({ summary: 'Stocks whose SKU or product name holds ?q= (at most 20), for the supplier and receipt screens' })
  @ApiAnswer([SupplierStockOption])
  stocks(@Query('q') q: unknown): Promise<SupplierStockOption[]> {
    return this.suppliers.stockOptions(typeof q === 'string' ? q.trim().slice(0, 100) : '');
  }

  @Get(':id')
  @Allow('supplier.list')
  @ApiAnswer(SupplierAnswer)
  async get(@Param('id', ParseIdPipe) id: number) {
    return presentSupplierWithStocks(await this.suppliers.get(id));
  }

  @Post()
  @Allow('supplier.edit')
  @ApiCreated(SupplierAnswer)
  async create(@Body() dto: CreateSupplierDto) {
    return presentSupplierWithStocks(await this.suppliers.create(dto));
  }

  @Put(':id')
  @Allow('supplier.edit')
  @ApiOperation({ summary: 'Changes a supplier; `stocks`, when given, replaces its stocks and cost prices' })
  @ApiAnswer(SupplierAnswer)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateSupplierDto) {
    return presentSupplierWithStocks(await this.suppliers.update(id, dto));
  }

  @Delete(':id')
  @Allow('supplier.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a supplier without receipts (409 when it has some)' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.suppliers.remove(id);
    return { id };
  }
}
