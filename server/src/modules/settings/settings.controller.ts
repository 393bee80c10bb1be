import { Body, Controller, Get, HttpCode, Post, Put, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow, OptionalCustomer, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { CheckService } from './check.service';
import {
  CheckRequestDto,
  ConfigsRequestDto,
  UpdateCurrencyConfigDto,
  UpdateLanguageConfigDto,
  UpdateShopConfigDto,
  UpdateSiteSettingsDto,
} from './settings.dto';
import { SettingsService } from './settings.service';
import { IMAGE_MAX_BYTES, UploadService } from '../upload/upload.service';

const SITE_IMAGES = ['icon', 'logo', 'banner'] as const;

/** Back-office configuration: site settings, shop config, currencies and languages. */
@ApiTags('admin: configuration')
@Controller('admin/config')
export class AdminSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
  ) {}

  @Get('site')
  @Allow('configuration.view')
  @ApiQuery({ name: 'language', required: false })
  async site(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.settings.siteView(await this.settings.all(), language);
  }

  @Put('site')
  @Allow('configuration.edit')
  @ApiOperation({
    summary: 'Update site settings; name applies to ?language= (default the main language)',
    description: 'JSON, or multipart (POST with X-HTTP-Method-Override: PUT) with image files icon, logo and banner (2 MB each).',
  })
  @ApiQuery({ name: 'language', required: false })
  @UseInterceptors(FileFieldsInterceptor(SITE_IMAGES.map((name) => ({ name, maxCount: 1 })), { limits: { fileSize: IMAGE_MAX_BYTES, files: 3, fields: 50 } }))
  async updateSite(
    @Body() dto: UpdateSiteSettingsDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedFiles() files: Partial<Record<(typeof SITE_IMAGES)[number], Express.Multer.File[]>> = {},
  ) {
    for (const field of SITE_IMAGES) {
      const file = files[field]?.[0];
      if (file) dto[field] = await this.uploads.saveImage(field, file, 'site');
    }
    return this.settings.siteView(await this.settings.updateSite(dto, language), language);
  }

  @Get('shop')
  @Allow('configuration.view')
  async shop() {
    return this.settings.shopView(await this.settings.all());
  }

  @Put('shop')
  @Allow('configuration.edit')
  async updateShop(@Body() dto: UpdateShopConfigDto) {
    return this.settings.shopView(await this.settings.updateShop(dto));
  }

  @Get('currency')
  @Allow('configuration.view')
  async currency() {
    return this.settings.currencyView(await this.settings.all());
  }

  @Put('currency')
  @Allow('configuration.edit')
  async updateCurrency(@Body() dto: UpdateCurrencyConfigDto) {
    return this.settings.currencyView(await this.settings.updateCurrency(dto));
  }

  @Get('language')
  @Allow('configuration.view')
  async language() {
    return this.settings.languageView(await this.settings.all());
  }

  @Put('language')
  @Allow('configuration.edit')
  async updateLanguage(@Body() dto: UpdateLanguageConfigDto) {
    return this.settings.languageView(await this.settings.updateLanguage(dto));
  }
}

/** What the storefront reads: public settings and route guards. */
@ApiTags('storefront: configuration')
@Controller()
export class PublicSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly checks: CheckService,
  ) {}

  @Post('configs')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The asked public settings (plus "languages" and "currencies")' })
  configs(@Body() dto: ConfigsRequestDto) {
    return this.settings.publicColumns(dto.columns, dto.language);
  }

  @Post('check')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Route guard for the storefront: 200 {passed:true}, or 403 with messages' })
  check(@Body() dto: CheckRequestDto, @OptionalCustomer() customer?: CustomerPrincipal) {
    return this.checks.check(dto, customer);
  }
}
