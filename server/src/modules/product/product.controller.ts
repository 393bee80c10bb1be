import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { MultipartForm, UploadedFileList } from '../../common/multipart';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload';
import { SaveProductDto } from './product.dto';
import { presentProduct } from './product.presenter';
import { ProductAnswer, ProductListRow } from './product.responses';
import { PRODUCT_SORTS, ProductService } from './product.service';

/** The product's fields (lists as JSON text, the stocks up to 2 MB) and up to 20 new images. */
const NEW_IMAGES = MultipartForm({ fields: 100, fieldBytes: 2 * 1024 * 1024, files: [{ name: 'new_images', maxCount: 20 }], fileBytes: IMAGE_MAX_BYTES });
const NewImages = () => UploadedFileList('new_images');

/** Back-office products. Create and update take JSON or multipart (lists as JSON text, files as new_images). */
@ApiTags('admin: products')
@Controller('admin/product')
export class ProductController {
  constructor(private readonly products: ProductService) {}

  @Get()
  @Allow('product.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Products; filter {"q", "visibled", "brand_id", "category_id"}' })
  @ApiList(ProductListRow)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, PRODUCT_SORTS);
    return ListResult.of('product', await this.products.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('product.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(ProductAnswer)
  async get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return presentProduct(await this.products.get(id, language));
  }

  @Post()
  @Allow('product.edit')
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(NEW_IMAGES)
  @ApiCreated(ProductAnswer)
  async create(@CurrentAdmin() actor: AdminPrincipal, @Body() dto: SaveProductDto, @NewImages() files: Express.Multer.File[]) {
    const id = await this.products.create(actor.admin, dto, files);
    return presentProduct(await this.products.get(id, dto.language));
  }

  @Put(':id')
  @Allow('product.edit')
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Update; also POST /api/admin/product/{id} with X-HTTP-Method-Override: PUT (multipart)' })
  @UseInterceptors(NEW_IMAGES)
  @ApiAnswer(ProductAnswer)
  async update(
    @CurrentAdmin() actor: AdminPrincipal,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SaveProductDto,
    @NewImages() files: Express.Multer.File[],
  ) {
    await this.products.update(actor.admin, id, dto, files);
    return presentProduct(await this.products.get(id, dto.language));
  }

  /** The same update for clients that send `_method=PUT` inside the multipart form. */
  @Post(':id')
  @Allow('product.edit')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(NEW_IMAGES)
  @ApiAnswer(ProductAnswer)
  updateByPost(
    @CurrentAdmin() actor: AdminPrincipal,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SaveProductDto,
    @NewImages() files: Express.Multer.File[],
  ) {
    return this.update(actor, id, dto, files);
  }

  @Delete(':id')
  @Allow('product.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.products.remove(id);
    return { id };
  }
}
