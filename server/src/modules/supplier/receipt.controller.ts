import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { listFilter, ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateReceiptDto, presentReceipt, presentReceiptWithLines } from './receipt.dto';
import { RECEIPT_SORTS, ReceiptService } from './receipt.service';
import { ReceiptAnswer, ReceiptSummary, ReceiptWarehouseOption } from './supplier.responses';

/** Purchase receipts: posted once, never changed (registered before SupplierController: its :id would take "receipt"). */
@ApiTags('admin: suppliers')
@Controller('admin/supplier/receipt')
export class ReceiptController {
  constructor(private readonly receipts: ReceiptService) {}

  @Get()
  @Allow('supplier.list')
  @ApiOperation({ summary: 'Receipts, newest first; filter={"supplier_id":1,"warehouse_id":2,"q":"reference or supplier"}' })
  @ApiList(ReceiptSummary)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, RECEIPT_SORTS);
    const filter = {
      q: listFilter.text(list.filter, 'q'),
      supplier_id: listFilter.id(list.filter, 'supplier_id'),
      warehouse_id: listFilter.id(list.filter, 'warehouse_id'),
    };
    const page = await this.receipts.list(list, filter);
    return ListResult.of('supplier/receipt', { ...page, rows: page.rows.map(presentReceipt) }, list.offset);
  }

  @Get('warehouse')
  @Allow('supplier.edit')
  @ApiOperation({ summary: 'The enabled warehouses a receipt may go to, by name (the receipt screen reads them without warehouse.list)' })
  @ApiAnswer([ReceiptWarehouseOption])
  warehouses(): Promise<ReceiptWarehouseOption[]> {
    return this.receipts.enabledWarehouses();
  }

  @Get(':id')
  @Allow('supplier.list')
  @ApiAnswer(ReceiptAnswer)
  async get(@Param('id', ParseIdPipe) id: number) {
    return presentReceiptWithLines(await this.receipts.get(id));
  }

  @Post()
  @Allow('supplier.edit')
  @ApiOperation({
    summary:
      'Posts a receipt: adds each line to the warehouse’s inventory (a plus move naming the receipt) and records its unit cost as the supplier’s cost price',
  })
  @ApiCreated(ReceiptAnswer)
  async create(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: CreateReceiptDto) {
    return presentReceiptWithLines(await this.receipts.post(actor.admin, dto));
  }
}
