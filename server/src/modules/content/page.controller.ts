import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreatePageDto, PageRequestDto, UpdatePageDto } from './content.dto';
import { PageAnswer, StorefrontPage } from './content.responses';
import { PAGE_SORTS, PageService } from './page.service';

@ApiTags('admin: pages')
@Controller('admin/page')
export class PageController {
  constructor(private readonly pages: PageService) {}

  @Get()
  @Allow('page.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Static pages; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(PageAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, PAGE_SORTS);
    return ListResult.of('page', await this.pages.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('page.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(PageAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.pages.get(id, language);
  }

  @Post()
  @Allow('page.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Creates a page; texts are in `language` (body or query, default the main language); content is sanitised' })
  @ApiCreated(PageAnswer)
  create(@Body() dto: CreatePageDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.pages.create(dto, dto.language ?? language);
  }

  @Put(':id')
  @Allow('page.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Updates a page (only the fields sent); also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(PageAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdatePageDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.pages.update(id, dto, dto.language ?? language);
  }

  @Delete(':id')
  @Allow('page.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.pages.remove(id);
    return { id };
  }
}

@ApiTags('storefront: pages')
@Controller('page')
export class StorefrontPageController {
  constructor(private readonly pages: PageService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'An enabled static page by url; 404 "Page cannot be found" for a missing or disabled one' })
  @ApiAnswer(StorefrontPage)
  byUrl(@Body() dto: PageRequestDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.pages.storefront(dto.url, dto.language ?? language);
  }
}
