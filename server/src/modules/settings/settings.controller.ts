import { Body, Controller, Get, HttpCode, Post, Put, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiList } from '../../common/api-answers';
import { Allow, CurrentAdmin, Public } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ListResult, parseListQuery } from '../../common/list-query';
import { MultipartForm } from '../../common/multipart';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import {
  ConfigsRequestDto,
  UpdateCurrencyConfigDto,
  UpdateCrmConfigDto,
  UpdateLanguageConfigDto,
  UpdatePointsConfigDto,
  UpdateShopConfigDto,
  UpdateSiteSettingsDto,
} from './settings.dto';
import {
  CrmSettingsAnswer,
  CurrencySettingsAnswer,
  LanguageSettingsAnswer,
  PointsSettingsAnswer,
  PublicSettingsAnswer,
  ScriptChangeListItem,
  ShopSettingsAnswer,
  SiteSettingsAnswer,
} from './settings.responses';
import { SettingsService } from './settings.service';
import { SCRIPT_HISTORY_SORTS, ScriptHistoryService } from './script-history.service';
import { IMAGE_MAX_BYTES } from '../upload';
import { FastPath } from '../../common/fast-path';

const SITE_IMAGES = ['icon', 'logo', 'banner'] as const;

/** Back-office configuration: site settings, shop config, currencies and languages. */
@ApiTags('admin: configuration')
@Controller('admin/config')
export class AdminSettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly scripts: ScriptHistoryService,
  ) {}

  @Get('site')
  @Allow('configuration.view')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(SiteSettingsAnswer)
  async site(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.settings.siteView(await this.settings.all(), language);
  }

  @Put('site')
  @Allow('configuration.edit')
  @ApiOperation({
    summary: 'Update site settings; name applies to ?language= (default the main language)',
    description:
      'JSON, or multipart (POST with X-HTTP-Method-Override: PUT) with image files icon, logo and banner (2 MB each). ' +
      'Changing script_header or script_footer also needs configuration.script (403 otherwise; the stored text sent again is no change) and is recorded in the script history.',
  })
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(SiteSettingsAnswer)
  // Texts up to the scripts' 20,000 characters (4 bytes each at most), and the three images.
  @UseInterceptors(MultipartForm({ fields: 50, fieldBytes: 80_000, files: SITE_IMAGES.map((name) => ({ name })), fileBytes: IMAGE_MAX_BYTES }))
  async updateSite(
    @CurrentAdmin() actor: AdminPrincipal,
    @Body() dto: UpdateSiteSettingsDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedFiles() files: Partial<Record<(typeof SITE_IMAGES)[number], Express.Multer.File[]>> = {},
  ) {
    const images = SITE_IMAGES.flatMap((field) => (files[field]?.[0] ? [{ field, file: files[field][0] }] : []));
    return this.settings.siteView(await this.settings.updateSite(actor, dto, language, images), language);
  }

  @Get('script-history')
  @Allow('configuration.script')
  @ApiOperation({ summary: 'Changes of script_header and script_footer: who, when, before and after (newest first; filter={"field":"script_footer"})' })
  @ApiList(ScriptChangeListItem)
  async scriptHistory(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, SCRIPT_HISTORY_SORTS);
    return ListResult.of('script-history', await this.scripts.list(list), list.offset);
  }

  @Get('shop')
  @Allow('configuration.view')
  @ApiAnswer(ShopSettingsAnswer)
  async shop() {
    return this.settings.shopView(await this.settings.all());
  }

  @Put('shop')
  @Allow('configuration.edit')
  @ApiAnswer(ShopSettingsAnswer)
  async updateShop(@Body() dto: UpdateShopConfigDto) {
    return this.settings.shopView(await this.settings.updateShop(dto));
  }

  @Get('crm')
  @Allow('lead.status.list', 'lead.status.edit')
  @ApiOperation({ summary: 'The CRM settings: the lead status whose ebook the /ebook page sends' })
  @ApiAnswer(CrmSettingsAnswer)
  async crm() {
    return this.settings.crmView(await this.settings.all());
  }

  @Put('crm')
  @Allow('lead.status.edit')
  @ApiAnswer(CrmSettingsAnswer)
  async updateCrm(@Body() dto: UpdateCrmConfigDto) {
    return this.settings.crmView(await this.settings.updateCrm(dto));
  }

  @Get('points')
  @Allow('membership')
  @ApiOperation({
    summary: 'Reward points: what they pay at checkout, the share of an order they may pay, when they expire, the rate of members without a tier',
  })
  @ApiAnswer(PointsSettingsAnswer)
  async points() {
    return this.settings.pointsView(await this.settings.all());
  }

  @Put('points')
  @Allow('membership')
  @ApiAnswer(PointsSettingsAnswer)
  async updatePoints(@Body() dto: UpdatePointsConfigDto) {
    return this.settings.pointsView(await this.settings.updatePoints(dto));
  }

  @Get('currency')
  @Allow('configuration.view')
  @ApiAnswer(CurrencySettingsAnswer)
  async currency() {
    return this.settings.currencyView(await this.settings.all());
  }

  @Put('currency')
  @Allow('configuration.edit')
  @ApiAnswer(CurrencySettingsAnswer)
  async updateCurrency(@Body() dto: UpdateCurrencyConfigDto) {
    return this.settings.currencyView(await this.settings.updateCurrency(dto));
  }

  @Get('language')
  @Allow('configuration.view')
  @ApiAnswer(LanguageSettingsAnswer)
  async language() {
    return this.settings.languageView(await this.settings.all());
  }

  @Put('language')
  @Allow('configuration.edit')
  @ApiAnswer(LanguageSettingsAnswer)
  async updateLanguage(@Body() dto: UpdateLanguageConfigDto) {
    return this.settings.languageView(await this.settings.updateLanguage(dto));
  }
}

/** What the storefront reads: public settings (the route guard POST /api/check is the purchase module's). */
@ApiTags('storefront: configuration')
@Controller()
export class PublicSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Post('configs')
  @Public()
  @FastPath()
  @HttpCode(200)
  @ApiOperation({ summary: 'The asked public settings (plus "languages" and "currencies")' })
  @ApiAnswer(PublicSettingsAnswer)
  configs(@Body() dto: ConfigsRequestDto) {
    return this.settings.publicColumns(dto.columns, dto.language);
  }
}
