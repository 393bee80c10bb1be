import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-answers';
import { OptionalCustomer, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { FastPath } from '../../common/fast-path';
import type { JsonAnswer } from '../../common/json-answer';
import { CategoryListingDto, ProductByUrlDto, SearchDto } from './catalog.dto';
import { CategoryListing, ProductDetail, SearchResult } from './catalog.responses';
import { CatalogService } from './catalog.service';

/**
 * The storefront's catalogue: product detail, category listing, and search. Hidden products and stocks
 * never show; in a members-only shop prices show to signed-in shoppers only (prices_hidden).
 */
@ApiTags('storefront: catalogue')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Post('product')
  @Public()
  @FastPath({ members: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Product detail with stocks, options and availability; prices in minor units of the base currency' })
  @ApiAnswer(ProductDetail)
  product(@Body() dto: ProductByUrlDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<JsonAnswer<ProductDetail>> {
    return this.catalog.product(dto, customer);
  }

  @Post('category')
  @Public()
  @FastPath({ members: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Category listing (with its sub-categories): pages, sort newest|price_asc|price_desc|name_asc|name_desc, filters' })
  @ApiAnswer(CategoryListing)
  category(@Body() dto: CategoryListingDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<JsonAnswer<CategoryListing>> {
    return this.catalog.category(dto, customer);
  }

  @Post('product/search')
  @Public()
  @FastPath({ members: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Search names, skus and descriptions in every language; traditional and simplified Chinese find each other' })
  @ApiAnswer(SearchResult)
  search(@Body() dto: SearchDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<JsonAnswer<SearchResult>> {
    return this.catalog.search(dto, customer);
  }
}
