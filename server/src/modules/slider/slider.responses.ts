import { ApiProperty } from '@nestjs/swagger';

/** A slide as the back office reads it: texts and pictures in the asked language (the main language's as fallback). */
export class SlideAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ description: 'Smaller first' })
  order: number;

  @ApiProperty({ example: '/category/tea' })
  link: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  starts_at: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  ends_at: string | null;

  @ApiProperty()
  title: string;

  @ApiProperty()
  text: string;

  @ApiProperty({ type: String, nullable: true, description: 'The desktop picture' })
  image_path: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The picture for narrow screens; the desktop one is shown when null' })
  mobile_image_path: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** A slide as the storefront shows it: enabled and within its schedule now. */
export class StorefrontSlide {
  @ApiProperty()
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  text: string;

  @ApiProperty({ description: "'' when the slide links nowhere" })
  link: string;

  @ApiProperty({ description: 'The desktop picture' })
  image: string;

  @ApiProperty({ description: 'The picture for narrow screens (the desktop one when none was given)' })
  mobile_image: string;
}
