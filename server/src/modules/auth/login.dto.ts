import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../common/dto-helpers';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.shop' })
  @NormalizeEmail()
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters long' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'password is required' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(128, { message: 'password must be at most 128 characters long' })
  password: string;
}
