import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListResult, parseListQuery } from '../../common/list-query';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ArticleByUrlDto, BlogCategoryPageDto, CreateBlogCategoryDto, UpdateBlogCategoryDto } from './blog.dto';
import { BlogCategoryAnswer, StorefrontArticle, StorefrontBlogCategoryPage } from './blog.responses';
import { BLOG_CATEGORY_SORTS, BlogCategoryAdminService } from './blog-category-admin.service';
import { BlogService } from './blog.service';

@ApiTags('admin: blog')
@Controller('admin/blog/category')
export class BlogCategoryController {
  constructor(private readonly categories: BlogCategoryAdminService) {}

  @Get()
  @Allow('blog.category.list', 'blog.article.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Blog categories; ?sort=["order","ASC"]&range=[0,24]&filter={"q":"text","enabled":true}' })
  @ApiList(BlogCategoryAnswer)
  async list(@Query() query: Record<string, unknown>, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    const list = parseListQuery(query, BLOG_CATEGORY_SORTS);
    return ListResult.of('blog/category', await this.categories.list(list, language), list.offset);
  }

  @Get(':id')
  @Allow('blog.category.list', 'blog.article.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(BlogCategoryAnswer)
  get(@Param('id', ParseIdPipe) id: number, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.categories.get(id, language);
  }

  @Post()
  @Allow('blog.category.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Creates a blog category; texts are in `language` (body or query, default the main language)' })
  @ApiCreated(BlogCategoryAnswer)
  create(@Body() dto: CreateBlogCategoryDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.categories.create(dto, dto.language ?? language);
  }

  @Put(':id')
  @Allow('blog.category.edit')
  @ApiQuery({ name: 'language', required: false })
  @ApiOperation({ summary: 'Updates a blog category; also reached by POST with X-HTTP-Method-Override: PUT' })
  @ApiAnswer(BlogCategoryAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateBlogCategoryDto, @Query('language', OptionalLanguagePipe) language?: LanguageCode) {
    return this.categories.update(id, dto, dto.language ?? language);
  }

  @Delete(':id')
  @Allow('blog.category.edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a blog category; its articles stay, out of it' })
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number) {
    await this.categories.remove(id);
    return { id };
  }
}

/** The storefront's blog reads (POST, as the catalogue's): a category's page has its own path beside the catalogue's POST /api/category. */
@ApiTags('storefront: blog')
@Controller()
export class StorefrontBlogController {
  constructor(private readonly blog: BlogService) {}

  @Post('article')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'A published article with its categories and related articles; missing, disabled or scheduled: 404 "Article cannot be found"' })
  @ApiAnswer(StorefrontArticle)
  article(@Body() dto: ArticleByUrlDto): Promise<StorefrontArticle> {
    return this.blog.article(dto);
  }

  @Post('blog/category')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'An enabled blog category and one page of its published articles, newest first (total in the body)' })
  @ApiAnswer(StorefrontBlogCategoryPage)
  category(@Body() dto: BlogCategoryPageDto): Promise<StorefrontBlogCategoryPage> {
    return this.blog.categoryPage(dto);
  }
}
