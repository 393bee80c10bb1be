import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredEmail } from '../../common/dto-fields';
import { says } from '../../common/messages';
import { unsubscribeMessages as m } from './broadcast.messages';

/** The query of an unsubscribe link: the address and the signature the shop made for it. */
export class UnsubscribeLinkDto {
  @ApiProperty() @RequiredEmail() email: string;

  @ApiProperty({ description: 'The signature in the link (base64url)' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, says(m.signature))
  @MaxLength(100, says(m.signature))
  @IsNotEmpty(says(m.signature))
  @IsString(says(m.signature))
  signature: string;
}
