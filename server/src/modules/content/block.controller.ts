import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { BlockRequestDto, CreateBlockDto, UpdateBlockDto } from './content.dto';
import { BlockAnswer, StorefrontBlock } from './content.responses';
import { BLOCK_SORTS, BlockService } from './block.service';

@ApiTags('admin: blocks')
@Controller('admin/block')
export class BlockController {
  constructor(private readonly blocks: BlockService) {}

  @Get()
  @Allow('block.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Blocks; ?sort=["id","DESC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(BlockAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, BLOCK_SORTS);
    return ListResult.of('block', await this.blocks.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('block.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(BlockAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.blocks.get(id, language);
  }

  @Post()
  @Allow('block.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Creates a block; texts are in `language` (body or query, default the main language); content is sanitised' })
  @ApiCreated(BlockAnswer)
  create(@Body() dto: CreateBlockDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.blocks.create(dto, dto.language ?? language);
  }

  @Put(':id')
  @Allow('block.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Updates a block (only the fields sent); also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(BlockAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateBlockDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.blocks.update(id, dto, dto.language ?? language);
  }

  @Delete(':id')
  @Allow('block.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.blocks.remove(id);
    return { id };
  }
}

@ApiTags('storefront: blocks')
@Controller('block')
export class StorefrontBlockController {
  constructor(private readonly blocks: BlockService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'An enabled block by identifier; 404 "Block cannot be found" for a missing or disabled one' })
  @ApiAnswer(StorefrontBlock)
  byIdentifier(@Body() dto: BlockRequestDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.blocks.storefront(dto.identifier, dto.language ?? language);
  }
}
