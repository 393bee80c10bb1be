import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ImageForm, ImageFormUpdateByPost, UploadedImage } from '../../common/image-form';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload';
import { CreateMenuDto, UpdateMenuDto } from './menu-admin.dto';
import { MENU_SORTS, MenuAdminService } from './menu-admin.service';
import { MenuItemAnswer, MenuListRow, MenuTreeNode } from './menu.responses';

/** The menu item form: one optional `image` (banner) of at most 2 MB, and up to 30 other fields. */
/** Texts up to short_description's 5,000 characters (4 bytes each at most), and one image. */
const MENU_FORM = { fields: 30, fieldBytes: 20_000, fileBytes: IMAGE_MAX_BYTES };

@ApiTags('admin: menu')
@Controller('admin/menu')
export class MenuAdminController {
  constructor(private readonly menus: MenuAdminService) {}

  @Get()
  @Allow('menu.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Menu items with parent name and level; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","parent_id":3}' })
  @ApiList(MenuListRow)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, MENU_SORTS);
    return ListResult.of('menu', await this.menus.list(list, language), list.offset);
  }

  @Get('tree')
  @Allow('menu.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The whole menu tree (disabled items too) for the tree editor' })
  @ApiAnswer([MenuTreeNode])
  tree(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.menus.tree(language);
  }

  @Get(':id')
  @Allow('menu.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(MenuItemAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.menus.get(id, language);
  }

  @Post()
  @Allow('menu.edit')
  @ImageForm(MENU_FORM)
  @ApiOperation({
    summary: 'Creates a menu item (JSON, or multipart with an `image` banner); texts are in `language` (body or query, default the main language)',
  })
  @ApiCreated(MenuItemAnswer)
  create(@Body() dto: CreateMenuDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode, @UploadedImage() image?: Express.Multer.File) {
    return this.menus.create(dto, dto.language ?? language, image);
  }

  @Put(':id')
  @Allow('menu.edit')
  @ImageForm(MENU_FORM)
  @ApiOperation({ summary: 'Updates a menu item; also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(MenuItemAnswer)
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateMenuDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() image?: Express.Multer.File,
  ) {
    return this.menus.update(id, dto, dto.language ?? language, image);
  }

  @Post(':id')
  @Allow('menu.edit')
  @ImageFormUpdateByPost(MENU_FORM)
  @ApiAnswer(MenuItemAnswer)
  updateByForm(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateMenuDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() image?: Express.Multer.File,
  ) {
    return this.update(id, dto, language, image);
  }

  @Delete(':id')
  @Allow('menu.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a menu item and everything under it' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.menus.remove(id);
    return { id };
  }
}
