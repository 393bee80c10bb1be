import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogArticle, BlogArticleCategory, BlogArticleTranslation, BlogCategory, BlogCategoryTranslation } from './blog.entity';
import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadModule } from '../upload/upload.module';
import { BlogArticleAdminService } from './blog-article-admin.service';
import { BlogArticleRepository } from './blog-article.repository';
import { BlogArticleController } from './blog-article.controller';
import { BlogCategoryAdminService } from './blog-category-admin.service';
import { BlogCategoryRepository } from './blog-category.repository';
import { BlogPageHeadService } from './blog-page-head';
import { BlogPageHeadRepository } from './blog-page-head.repository';
import { BlogCategoryController, StorefrontBlogController } from './blog.controller';
import { BlogRepository } from './blog.repository';
import { BlogService } from './blog.service';

/** The blog: categories and articles, written in the back office, read on the storefront. */
@Module({
  imports: [
    TypeOrmModule.forFeature([BlogCategory, BlogCategoryTranslation, BlogArticle, BlogArticleTranslation, BlogArticleCategory]),
    UploadModule,
    EventsModule,
    SettingsModule,
    CatalogueCacheModule,
  ],
  controllers: [BlogCategoryController, BlogArticleController, StorefrontBlogController],
  providers: [
    BlogCategoryAdminService,
    BlogCategoryRepository,
    BlogArticleAdminService,
    BlogArticleRepository,
    BlogService,
    BlogRepository,
    BlogPageHeadRepository,
    BlogPageHeadService,
  ],
  exports: [BlogPageHeadService],
})
export class BlogModule {}
