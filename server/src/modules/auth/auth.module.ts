import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccessGuard } from './access.guard';
import { Authenticator } from './authenticator';
import { SessionService } from './session.service';
import { TokenService } from './token.service';

/** Identity core: sessions, tokens, and the one access guard on every route. */
@Global()
@Module({
  imports: [JwtModule.register({})],
  providers: [SessionService, TokenService, Authenticator, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionService, TokenService, Authenticator],
})
export class AuthModule {}
