import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { says } from '../../common/messages';
import { facebookMessages } from './facebook.messages';

export class FacebookTokenDto {
  @ApiProperty({ description: 'The access token from the Facebook SDK in the browser' })
  @IsString(says(v.required({ field: 'access_token' })))
  @IsNotEmpty(says(v.required({ field: 'access_token' })))
  @MaxLength(4096, says(facebookMessages.access_token_too_long))
  access_token: string;
}
