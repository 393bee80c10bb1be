import { ApiProperty } from '@nestjs/swagger';

/** A brand as the back office reads it: texts in the asked language (the main language as fallback). */
export class BrandAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ example: 'Acme', description: "'' when no language has a text" })
  title: string;

  @ApiProperty({ example: 'acme' })
  url: string;

  @ApiProperty()
  short_description: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true, description: 'Path of the uploaded image, null when there is none' })
  image_path: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** An enabled brand as the storefront lists it. */
export class StorefrontBrand {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Acme' })
  title: string;

  @ApiProperty({ example: 'acme' })
  url: string;

  @ApiProperty()
  short_description: string;

  @ApiProperty({ type: String, nullable: true })
  image_path: string | null;
}
