import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { isLanguage } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { PosService } from './pos.service';
import { PosQuoteDto, PosReturnDto, PosSaleDto } from './store.dto';
import { PosCatalog, PosCustomer, PosQuote, PosSale, PosStore } from './store.responses';

/** A store's till: `store.pos`, at the stores the admin works at (any store with `store.edit`). */
@ApiTags('admin: point of sale')
@Controller('admin/pos')
export class PosController {
  constructor(private readonly pos: PosService) {}

  @Get('store')
  @Allow('store.pos')
  @ApiOperation({ summary: 'The stores whose till the signed-in admin may use' })
  @ApiAnswer([PosStore])
  stores(@CurrentAdmin() admin: AdminPrincipal) {
    return this.pos.stores(admin);
  }

  @Get('sale/:id')
  @Allow('store.pos')
  @ApiAnswer(PosSale)
  sale(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number) {
    return this.pos.sale(admin, id);
  }

  @Post('sale/:id/return')
  @Allow('store.pos')
  @HttpCode(200)
  @ApiOperation({ summary: "Takes the whole sale back: its units return to the store's warehouse, points and coupon uses are undone" })
  @ApiAnswer(PosSale)
  giveBack(@CurrentAdmin() admin: AdminPrincipal, @Param('id', ParseIdPipe) id: number, @Body() dto: PosReturnDto) {
    return this.pos.giveBack(admin, id, dto);
  }

  @Get(':store/catalog')
  @Allow('store.pos')
  @ApiOperation({ summary: "Every sellable stock with what the store's warehouse has: the till keeps it to sell offline" })
  @ApiAnswer(PosCatalog)
  catalog(@CurrentAdmin() admin: AdminPrincipal, @Param('store', ParseIdPipe) store: number, @Query('language') language: unknown) {
    return this.pos.catalog(admin, store, isLanguage(language) ? language : undefined);
  }

  @Get(':store/customer')
  @Allow('store.pos')
  @ApiOperation({ summary: 'Customers whose email or name holds q (up to 10)' })
  @ApiAnswer([PosCustomer])
  customers(@CurrentAdmin() admin: AdminPrincipal, @Param('store', ParseIdPipe) store: number, @Query('q') q: unknown) {
    return this.pos.customers(admin, store, typeof q === 'string' ? q.trim().slice(0, 100) : '');
  }

  @Post(':store/quote')
  @Allow('store.pos')
  @HttpCode(200)
  @ApiOperation({ summary: 'What a sale would come to now: promotions, the customer’s tier and the coupons given' })
  @ApiAnswer(PosQuote)
  quote(@CurrentAdmin() admin: AdminPrincipal, @Param('store', ParseIdPipe) store: number, @Body() dto: PosQuoteDto) {
    return this.pos.quote(admin, store, dto);
  }

  @Post(':store/sale')
  @Allow('store.pos')
  @ApiOperation({ summary: 'A sale at the till (cash or card), completed at once; the same client_id again answers the same sale' })
  @ApiAnswer(PosSale)
  sell(@CurrentAdmin() admin: AdminPrincipal, @Param('store', ParseIdPipe) store: number, @Body() dto: PosSaleDto) {
    return this.pos.sell(admin, store, dto);
  }

  @Get(':store/sale')
  @Allow('store.pos')
  @ApiOperation({ summary: "The store's sales, newest first; ?range=[0,24]" })
  @ApiList(PosSale)
  async sales(@CurrentAdmin() admin: AdminPrincipal, @Param('store', ParseIdPipe) store: number, @Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, ['id'] as const);
    const page = await this.pos.sales(admin, store, list.offset, list.limit);
    return ListResult.of('sale', { ...page, exact: true }, list.offset);
  }
}
