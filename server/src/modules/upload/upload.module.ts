import { Module } from '@nestjs/common';
import { EditorImageController } from './editor-image.controller';
import { UploadService } from './upload.service';

/**
 * Uploaded images on disk: imported by the modules whose forms take images (brand, menu, product, settings);
 * also answers the rich-text editor's image uploads (POST /api/admin/editor/image).
 */
@Module({ controllers: [EditorImageController], providers: [UploadService], exports: [UploadService] })
export class UploadModule {}
