import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ImageForm, ImageFormUpdateByPost, UploadedImage } from '../../common/image-form';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload';
import { CreateBrandDto, UpdateBrandDto } from './brand.dto';
import { BrandAnswer, StorefrontBrand } from './brand.responses';
import { BRAND_SORTS, BrandService } from './brand.service';

/** The brand form: one optional `image` of at most 2 MB, and up to 20 other fields. */
/** Texts up to the description's 100,000 characters (4 bytes each at most), and one image. */
const BRAND_FORM = { fields: 20, fieldBytes: 400_000, fileBytes: IMAGE_MAX_BYTES };

@ApiTags('admin: brands')
@Controller('admin/brand')
export class BrandController {
  constructor(private readonly brands: BrandService) {}

  @Get()
  @Allow('brand.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Brands; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(BrandAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, BRAND_SORTS);
    return ListResult.of('brand', await this.brands.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('brand.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(BrandAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.brands.get(id, language);
  }

  @Post()
  @Allow('brand.edit')
  @ImageForm(BRAND_FORM)
  @ApiOperation({ summary: 'Creates a brand (JSON, or multipart with an `image` file); texts are in `language` (body or query, default the main language)' })
  @ApiCreated(BrandAnswer)
  create(@Body() dto: CreateBrandDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode, @UploadedImage() image?: Express.Multer.File) {
    return this.brands.create(dto, dto.language ?? language, image);
  }

  @Put(':id')
  @Allow('brand.edit')
  @ImageForm(BRAND_FORM)
  @ApiOperation({ summary: 'Updates a brand; also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(BrandAnswer)
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBrandDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() image?: Express.Multer.File,
  ) {
    return this.brands.update(id, dto, dto.language ?? language, image);
  }

  @Post(':id')
  @Allow('brand.edit')
  @ImageFormUpdateByPost(BRAND_FORM)
  @ApiAnswer(BrandAnswer)
  updateByForm(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBrandDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() image?: Express.Multer.File,
  ) {
    return this.update(id, dto, language, image);
  }

  @Delete(':id')
  @Allow('brand.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.brands.remove(id);
    return { id };
  }
}

@ApiTags('storefront: brands')
@Controller('brand')
export class StorefrontBrandController {
  constructor(private readonly brands: BrandService) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Enabled brands' })
  @ApiAnswer([StorefrontBrand])
  list(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.brands.storefront(language);
  }
}
