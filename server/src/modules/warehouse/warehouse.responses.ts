import { ApiProperty } from '@nestjs/swagger';

/** A warehouse as the back office reads it (also each row of the warehouse list). */
export class WarehouseAnswer {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'A disabled warehouse makes its inventories inactive: nothing in it sells' })
  enabled: boolean;

  @ApiProperty({ example: 'Kwun Tong' })
  name: string;

  @ApiProperty({ example: '1 Hoi Bun Road, Kwun Tong' })
  address: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}
