import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { HomepageDto } from './homepage.dto';
import { AdminHomepage, StorefrontHomepage } from './homepage.responses';
import { HomepageService } from './homepage.service';

@ApiTags('admin: homepage')
@Controller('admin/homepage')
export class HomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Get()
  @Allow('homepage.view', 'homepage.edit')
  @ApiOperation({ summary: 'The homepage sections in order, with their headings per language' })
  @ApiAnswer(AdminHomepage)
  get() {
    return this.homepage.get();
  }

  @Put()
  @Allow('homepage.edit')
  @ApiOperation({ summary: 'Replaces the homepage sections (slider, widget with its type and data, block), in the order sent' })
  @ApiAnswer(AdminHomepage)
  save(@Body() dto: HomepageDto) {
    return this.homepage.save(dto);
  }
}

@ApiTags('storefront: homepage')
@Controller('homepage')
export class StorefrontHomepageController {
  constructor(private readonly homepage: HomepageService) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The homepage sections in order, headings in the language; none: the default homepage' })
  @ApiAnswer(StorefrontHomepage)
  get(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.homepage.storefront(language);
  }
}
