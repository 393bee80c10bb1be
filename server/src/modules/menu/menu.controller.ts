import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiQuery, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ApiAnswer } from '../../common/api-answers';
import { Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { MenuNode } from './menu.responses';
import { MenuService } from './menu.service';
import { OptionalLanguage } from '../../common/dto-fields';

export class MenuByUrlDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES })
  @OptionalLanguage()
  language?: LanguageCode;

  @ApiProperty()
  @IsString(says(v.required({ field: 'url' })))
  @IsNotEmpty(says(v.required({ field: 'url' })))
  @MaxLength(500, says(v.max_length({ field: 'url', max: 500 })))
  url: string;
}

@ApiTags('storefront: menu')
@Controller('menu')
export class MenuController {
  constructor(private readonly menus: MenuService) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The enabled menu tree with recursive children' })
  @ApiAnswer([MenuNode])
  tree(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.menus.tree(language);
  }

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'One menu item (and its children) by url' })
  @ApiAnswer(MenuNode)
  byUrl(@Body() dto: MenuByUrlDto) {
    return this.menus.byUrl(dto.url, dto.language);
  }
}
