import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, CurrentAdmin } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { IMAGE_MAX_BYTES } from '../upload';
import { ImageForm, ImageFormUpdateByPost, UploadedImage } from '../../common/image-form';
import { RICH_TEXT_MAX } from '../../common/rich-text';
import { CreateBlogArticleDto, UpdateBlogArticleDto } from './blog.dto';
import { BlogArticleAnswer } from './blog.responses';
import { BLOG_ARTICLE_SORTS, BlogArticleAdminService } from './blog-article-admin.service';

/** The article form: one optional `image` (the cover) of at most 2 MB, and up to 30 other fields. */
/** Texts up to the content's RICH_TEXT_MAX characters (4 bytes each at most), and one image. */
const ARTICLE_FORM = { fields: 30, fieldBytes: RICH_TEXT_MAX * 4, fileBytes: IMAGE_MAX_BYTES };

@ApiTags('admin: blog')
@Controller('admin/blog/article')
export class BlogArticleController {
  constructor(private readonly articles: BlogArticleAdminService) {}

  @Get()
  @Allow('blog.article.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Articles; ?sort=["publish_at","DESC"]&range=[0,24]&filter={"q":"text","enabled":true,"published":false,"category_id":3}' })
  @ApiList(BlogArticleAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, BLOG_ARTICLE_SORTS);
    return ListResult.of('blog/article', await this.articles.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('blog.article.list')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(BlogArticleAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.articles.get(id, language);
  }

  @Post()
  @Allow('blog.article.edit')
  @ImageForm(ARTICLE_FORM)
  @ApiOperation({ summary: 'Creates an article (JSON, or multipart with the cover as an `image` file; lists as JSON text); texts are in `language`' })
  @ApiCreated(BlogArticleAnswer)
  create(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() dto: CreateBlogArticleDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() cover?: Express.Multer.File,
  ) {
    return this.articles.create(admin, dto, dto.language ?? language, cover);
  }

  @Put(':id')
  @Allow('blog.article.edit')
  @ImageForm(ARTICLE_FORM)
  @ApiOperation({ summary: 'Updates an article; also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(BlogArticleAnswer)
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBlogArticleDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() cover?: Express.Multer.File,
  ) {
    return this.articles.update(id, dto, dto.language ?? language, cover);
  }

  @Post(':id')
  @Allow('blog.article.edit')
  @ImageFormUpdateByPost(ARTICLE_FORM)
  @ApiAnswer(BlogArticleAnswer)
  updateByForm(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateBlogArticleDto,
    @Query('language', OptionalLanguagePipe) language?: LanguageCode,
    @UploadedImage() cover?: Express.Multer.File,
  ) {
    return this.update(id, dto, language, cover);
  }

  @Delete(':id')
  @Allow('blog.article.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.articles.remove(id);
    return { id };
  }
}
