import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class FacebookTokenDto {
  @ApiProperty({ description: 'The access token from the Facebook SDK in the browser' })
  @IsString({ message: 'access_token is required' })
  @IsNotEmpty({ message: 'access_token is required' })
  @MaxLength(4096, { message: 'access_token is too long' })
  access_token: string;
}
