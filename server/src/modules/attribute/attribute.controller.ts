import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { CreateAttributeDto, StorefrontAttributesDto, UpdateAttributeDto } from './attribute.dto';
import { AttributeAnswer, StorefrontAttribute } from './attribute.responses';
import { ATTRIBUTE_SORTS, AttributeService } from './attribute.service';

@ApiTags('admin: attributes')
@Controller('admin/attribute')
export class AttributeController {
  constructor(private readonly attributes: AttributeService) {}

  @Get()
  @Allow('attribute.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Attributes; ?sort=["order","ASC"]&range=[0,24]&filter={"position":"stock_option","q":"text"}' })
  @ApiList(AttributeAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, ATTRIBUTE_SORTS);
    return ListResult.of('attribute', await this.attributes.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('attribute.list', 'product.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(AttributeAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.attributes.get(id, language);
  }

  @Post()
  @Allow('attribute.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Creates an attribute; name and values are in `language` (body or query, default the main language)' })
  @ApiCreated(AttributeAnswer)
  create(@Body() dto: CreateAttributeDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.attributes.create(dto, dto.language ?? language);
  }

  @Put(':id')
  @Allow('attribute.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Updates an attribute; `options`, when sent, is the whole list (options left out are deleted unless products use them)' })
  @ApiAnswer(AttributeAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateAttributeDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.attributes.update(id, dto, dto.language ?? language);
  }

  @Delete(':id')
  @Allow('attribute.edit')
  @HttpCode(200)
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    await this.attributes.remove(id, language);
    return { id };
  }
}

@ApiTags('storefront: attributes')
@Controller('attribute')
export class StorefrontAttributeController {
  constructor(private readonly attributes: AttributeService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Attributes of one position with their options, in order' })
  @ApiAnswer([StorefrontAttribute])
  list(@Body() dto: StorefrontAttributesDto) {
    return this.attributes.storefront(dto.position, dto.language);
  }
}
