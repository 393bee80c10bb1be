import { ApiProperty } from '@nestjs/swagger';

/** GET /api/unsubscribe: the address of a valid link and whether it is unsubscribed already. */
export class UnsubscribeStatus {
  @ApiProperty() email: string;
  @ApiProperty({ description: 'No newsletter goes to this address any more' }) unsubscribed: boolean;
}
