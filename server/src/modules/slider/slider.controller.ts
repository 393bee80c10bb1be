import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ImageForm, ImageFormUpdateByPost, UploadedImagesByField } from '../../common/image-form';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload';
import { SlideDto } from './slider.dto';
import { SlideAnswer, StorefrontSlide } from './slider.responses';
import { SLIDE_SORTS, SliderService, type SlideImages } from './slider.service';

/** The slide form: an optional desktop `image` and `mobile_image` of at most 2 MB each, and up to 20 other fields. */
/** Short texts (the longest, `text`, 1,000 characters) and two images. */
const SLIDE_FORM = { fields: 20, fieldBytes: 16_000, fileBytes: IMAGE_MAX_BYTES, images: ['image', 'mobile_image'] };

@ApiTags('admin: slider')
@Controller('admin/slider')
export class SliderController {
  constructor(private readonly slider: SliderService) {}

  @Get()
  @Allow('slider.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Slides; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(SlideAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, SLIDE_SORTS);
    return ListResult.of('slider', await this.slider.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('slider.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(SlideAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.slider.get(id, language);
  }

  @Post()
  @Allow('slider.edit')
  @ImageForm(SLIDE_FORM)
  @ApiOperation({ summary: 'Creates a slide (multipart with its desktop `image`, optionally `mobile_image`); texts and pictures are in `language`' })
  @ApiCreated(SlideAnswer)
  create(@Body() dto: SlideDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode, @UploadedImagesByField() images: SlideImages = {}) {
    return this.slider.create(dto, dto.language ?? language, images);
  }

  @Put(':id')
  @Allow('slider.edit')
  @ImageForm(SLIDE_FORM)
  @ApiOperation({ summary: 'Updates a slide; also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(SlideAnswer)
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SlideDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImagesByField() images: SlideImages = {},
  ) {
    return this.slider.update(id, dto, dto.language ?? language, images);
  }

  @Post(':id')
  @Allow('slider.edit')
  @ImageFormUpdateByPost(SLIDE_FORM)
  @ApiAnswer(SlideAnswer)
  updateByForm(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SlideDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImagesByField() images: SlideImages = {},
  ) {
    return this.update(id, dto, language, images);
  }

  @Delete(':id')
  @Allow('slider.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.slider.remove(id);
    return { id };
  }
}

@ApiTags('storefront: slider')
@Controller('slider')
export class StorefrontSliderController {
  constructor(private readonly slider: SliderService) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'The homepage slider: enabled slides within their schedule, in order' })
  @ApiAnswer([StorefrontSlide])
  list(@Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.slider.storefront(language);
  }
}
