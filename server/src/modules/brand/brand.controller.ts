import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload/upload.service';
import { CreateBrandDto, UpdateBrandDto } from './brand.dto';
import { BRAND_SORTS, BrandService } from './brand.service';

/** One optional `image` file (2 MB) beside the form fields. */
const AcceptImage = () => UseInterceptors(FileFieldsInterceptor([{ name: 'image', maxCount: 1 }], { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20 } }));
type ImageFiles = { image?: Express.Multer.File[] };

@ApiTags('admin: brands')
@Controller('admin/brand')
export class BrandController {
  constructor(private readonly brands: BrandService) {}

  @Get()
  @Allow('brand.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Brands; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, BRAND_SORTS);
    const [brands, total] = await this.brands.list(list, language);
    return new ListResult('brand', brands, total, list.offset);
  }

  @Get(':id')
  @Allow('brand.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.brands.get(id, language);
  }

  @Post()
  @Allow('brand.edit')
  @AcceptImage()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Creates a brand (JSON, or multipart with an `image` file); texts are in `language` (body or query, default the main language)' })
  create(@Body() dto: CreateBrandDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode, @UploadedFiles() files: ImageFiles = {}) {
    return this.brands.create(dto, dto.language ?? language, files.image?.[0]);
  }

  @Put(':id')
  @Allow('brand.edit')
  @AcceptImage()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Updates a brand; also reached by POST with X-HTTP-Method-Override: PUT' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBrandDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedFiles() files: ImageFiles = {},
  ) {
    return this.brands.update(id, dto, dto.language ?? language, files.image?.[0]);
  }

  @Post(':id')
  @Allow('brand.edit')
  @HttpCode(200)
  @AcceptImage()
  @ApiConsumes('multipart/form-data')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The same update for forms that send `_method=PUT` as a field' })
  updateByForm(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBrandDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedFiles() files: ImageFiles = {},
  ) {
    return this.brands.update(id, dto, dto.language ?? language, files.image?.[0]);
  }

  @Delete(':id')
  @Allow('brand.edit')
  @HttpCode(200)
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
  list(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.brands.storefront(language);
  }
}
