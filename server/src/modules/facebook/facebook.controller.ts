import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Public } from '../../common/auth/decorators';
import { FacebookService } from './facebook.service';

export class FacebookTokenDto {
  @ApiProperty({ description: 'The access token from the Facebook SDK in the browser' })
  @IsString({ message: 'access_token is required' })
  @IsNotEmpty({ message: 'access_token is required' })
  @MaxLength(4096, { message: 'access_token is too long' })
  access_token: string;
}

@ApiTags('storefront: account')
@Controller('facebook')
export class FacebookController {
  constructor(private readonly facebook: FacebookService) {}

  @Post('login')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with a Facebook access token; "Unregistered account" when unknown' })
  login(@Body() dto: FacebookTokenDto) {
    return this.facebook.login(dto.access_token);
  }

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Register (or log in) with a Facebook access token' })
  register(@Body() dto: FacebookTokenDto) {
    return this.facebook.register(dto.access_token);
  }
}
