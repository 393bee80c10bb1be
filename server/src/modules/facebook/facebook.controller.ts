import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-answers';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../common/auth/decorators';
import { IssuedToken } from '../auth';
import type { FacebookUser } from './facebook-graph.client';
import { CurrentFacebookUser, FacebookTokenGuard } from './facebook-token.strategy';
import { FacebookTokenDto } from './facebook.dto';
import { FacebookService } from './facebook.service';

@ApiTags('storefront: account')
@Controller('facebook')
export class FacebookController {
  constructor(private readonly facebook: FacebookService) {}

  @Post('login')
  @Public()
  @UseGuards(ThrottlerGuard, FacebookTokenGuard)
  @HttpCode(200)
  @ApiBody({ type: FacebookTokenDto })
  @ApiOperation({ summary: 'Log in with a Facebook access token; "Unregistered account" when unknown' })
  @ApiAnswer(IssuedToken)
  login(@CurrentFacebookUser() user: FacebookUser): Promise<IssuedToken> {
    return this.facebook.login(user);
  }

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard, FacebookTokenGuard)
  @HttpCode(200)
  @ApiBody({ type: FacebookTokenDto })
  @ApiOperation({ summary: 'Register (or log in) with a Facebook access token' })
  @ApiAnswer(IssuedToken)
  register(@CurrentFacebookUser() user: FacebookUser): Promise<IssuedToken> {
    return this.facebook.register(user);
  }
}
