import { ApiProperty } from '@nestjs/swagger';
import { ATTRIBUTE_POSITIONS, type AttributePosition } from './attribute.entity';

/** One value of an attribute as the back office reads it (e.g. "Red" of "Colour"). */
export class AttributeOptionAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty()
  order: number;

  @ApiProperty({ example: 'Red', description: "In the asked language (the main language as fallback); '' when none has one" })
  value: string;
}

/** An attribute as the back office reads it (also each row of the attribute list): name and values in one language. */
export class AttributeAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty({ enum: ATTRIBUTE_POSITIONS })
  position: AttributePosition;

  @ApiProperty()
  order: number;

  @ApiProperty({ example: 'Colour' })
  name: string;

  @ApiProperty({ type: () => [AttributeOptionAnswer], description: 'In order' })
  options: AttributeOptionAnswer[];

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

/** One value of an attribute as the storefront reads it. */
export class StorefrontAttributeOption {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Red' })
  value: string;
}

/** An attribute of the asked position as the storefront reads it, with its options in order. */
export class StorefrontAttribute {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Colour' })
  name: string;

  @ApiProperty({ type: () => [StorefrontAttributeOption] })
  options: StorefrontAttributeOption[];
}
