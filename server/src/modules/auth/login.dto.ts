import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { validationMessages as v } from '../../common/common.messages';
import { NormalizeEmail } from '../../common/dto-helpers';
import { says } from '../../common/messages';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.shop' })
  @NormalizeEmail()
  @IsNotEmpty(says(v.required({ field: 'email' })))
  @MaxLength(254, says(v.max_length({ field: 'email', max: 254 })))
  @IsEmail({}, says(v.email({ field: 'email' })))
  email: string;

  @ApiProperty()
  @IsString(says(v.required({ field: 'password' })))
  @IsNotEmpty(says(v.required({ field: 'password' })))
  @MaxLength(128, says(v.max_length({ field: 'password', max: 128 })))
  password: string;
}
