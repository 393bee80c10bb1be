import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload/upload.service';
import { CreateMenuDto, UpdateMenuDto } from './menu-admin.dto';
import { MENU_SORTS, MenuAdminService } from './menu-admin.service';

/** One optional `image` (banner) file of at most 2 MB beside the form fields. */
const AcceptImage = () => UseInterceptors(FileFieldsInterceptor([{ name: 'image', maxCount: 1 }], { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30 } }));
type ImageFiles = { image?: Express.Multer.File[] };

@ApiTags('admin: menu')
@Controller('admin/menu')
export class MenuAdminController {
  constructor(private readonly menus: MenuAdminService) {}

  @Get()
  @Allow('menu.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Menu items with parent name and level; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","parent_id":3}' })
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, MENU_SORTS);
    const [rows, total] = await this.menus.list(list, language);
    return new ListResult('menu', rows, total, list.offset);
  }

  @Get('tree')
  @Allow('menu.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The whole menu tree (disabled items too) for the tree editor' })
  tree(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.menus.tree(language);
  }

  @Get(':id')
  @Allow('menu.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.menus.get(id, language);
  }

  @Post()
  @Allow('menu.edit')
  @AcceptImage()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Creates a menu item (JSON, or multipart with an `image` banner); texts are in `language` (body or query, default the main language)' })
  create(@Body() dto: CreateMenuDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode, @UploadedFiles() files: ImageFiles = {}) {
    return this.menus.create(dto, dto.language ?? language, files.image?.[0]);
  }

  @Put(':id')
  @Allow('menu.edit')
  @AcceptImage()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Updates a menu item; also reached by POST with X-HTTP-Method-Override: PUT' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateMenuDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedFiles() files: ImageFiles = {},
  ) {
    return this.menus.update(id, dto, dto.language ?? language, files.image?.[0]);
  }

  @Post(':id')
  @Allow('menu.edit')
  @HttpCode(200)
  @AcceptImage()
  @ApiConsumes('multipart/form-data')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The same update for forms that send `_method=PUT` as a field' })
  updateByForm(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateMenuDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedFiles() files: ImageFiles = {},
  ) {
    return this.menus.update(id, dto, dto.language ?? language, files.image?.[0]);
  }

  @Delete(':id')
  @Allow('menu.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a menu item and everything under it' })
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.menus.remove(id);
    return { id };
  }
}
