import { Module } from '@nestjs/common';
import { UploadService } from './upload.service';

/** Uploaded images on disk: imported by the modules whose forms take images (brand, menu, product, settings). */
@Module({ providers: [UploadService], exports: [UploadService] })
export class UploadModule {}
