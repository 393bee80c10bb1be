import { ApiProperty } from '@nestjs/swagger';

/** A section's data: a category or brand (url or id), a block (identifier), how many products. */
export class SectionData {
  @ApiProperty({ required: false })
  url?: string;

  @ApiProperty({ required: false })
  id?: number;

  @ApiProperty({ required: false })
  identifier?: string;

  @ApiProperty({ required: false })
  limit?: number;
}

/** A section as the back office edits it. */
export class AdminSection {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ['slider', 'widget', 'block'] })
  type: string;

  @ApiProperty({ type: String, nullable: true, enum: ['new', 'featured', 'hot', 'category', 'brand'] })
  widget: string | null;

  @ApiProperty({ type: () => SectionData })
  data: SectionData;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { en_us: 'New arrivals' } })
  titles: Record<string, string>;
}

/** The homepage as the back office edits it. */
export class AdminHomepage {
  @ApiProperty({ type: () => [AdminSection] })
  sections: AdminSection[];

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Last saved; null before the first save' })
  updated_at: string | null;
}

/** A section as the storefront renders it: its heading in the asked language. */
export class StorefrontSection {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ['slider', 'widget', 'block'] })
  type: string;

  @ApiProperty({ type: String, nullable: true, enum: ['new', 'featured', 'hot', 'category', 'brand'] })
  widget: string | null;

  @ApiProperty({ type: () => SectionData })
  data: SectionData;

  @ApiProperty({ description: "'' when staff gave none: the storefront names the strip" })
  title: string;
}

/** GET /api/homepage: the sections in order (none: the storefront shows its default homepage). */
export class StorefrontHomepage {
  @ApiProperty({ type: () => [StorefrontSection] })
  sections: StorefrontSection[];
}
