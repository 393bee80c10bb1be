import { Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { MultipartForm } from '../../common/multipart';
import { ApiConsumes, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiCreated } from '../../common/api-answers';
import { Allow } from '../../common/auth/decorators';
import { validationMessages } from '../../common/common.messages';
import { ValidationError } from '../../common/errors';
import { IMAGE_MAX_BYTES, UploadService } from './upload.service';

/** An image placed in rich text: its public path, which the editor writes as the <img> source. */
export class EditorImageAnswer {
  @ApiProperty({ example: '/uploads/editor/0b6f1c1e-2f0a-4d7e-9d51-4f7d1c2b3a4e.png' })
  path: string;
}

/**
 * Images for the back office's rich-text editor (pages, blocks, blog articles, widgets): stored like the
 * other uploads under /uploads/editor/, served with the resized copies at /img/. Any content editor may send one.
 */
@ApiTags('admin: editor')
@Controller('admin/editor')
export class EditorImageController {
  constructor(private readonly uploads: UploadService) {}

  @Post('image')
  @HttpCode(201)
  @Allow('page.edit', 'block.edit', 'blog.article.edit', 'blog.category.edit', 'slider.edit', 'product.edit', 'brand.edit')
  @UseInterceptors(MultipartForm({ fields: 5, fieldBytes: 1000, files: [{ name: 'image' }], fileBytes: IMAGE_MAX_BYTES }))
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Stores an image (multipart `image`: PNG, JPEG, GIF, WebP or ICO of at most 2 MB; larger answers 413) for rich text; its path' })
  @ApiCreated(EditorImageAnswer)
  async image(@UploadedFiles() files?: { image?: Express.Multer.File[] }): Promise<EditorImageAnswer> {
    const image = files?.image?.[0];
    if (!image) throw ValidationError.field('image', validationMessages.required({ field: 'image' }));
    return { path: await this.uploads.saveImage('image', image, 'editor') };
  }
}
