import { forwardRef, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccountModule } from '../account/account.module';
import { CustomerModule } from '../customer/customer.module';
import { RedisModule } from '../../queue/redis.module';
import { SettingsModule } from '../settings/settings.module';
import { AccessGuard } from './access.guard';
import { AllowAudit } from './allow-audit';
import { AdminJwtStrategy, CustomerJwtStrategy } from './jwt.strategies';
import { LoginAttempts } from './login-attempts';
import { SessionService } from './session.service';
import { StrategyNames } from './strategy-names';
import { TokenService } from './token.service';

/**
 * Identity core: sessions, tokens, the passport strategies that check them, and the one access guard
 * on every route. No PassportModule: it only holds default AuthGuard options, and the guards name
 * their strategies themselves (StrategyNames); where its options can be injected, AuthGuard takes
 * them over the ones a guard gave its constructor.
 */
@Module({
  // The strategies load admins and shoppers, whose modules issue tokens through this one: forwardRef.
  imports: [JwtModule.register({}), forwardRef(() => AccountModule), forwardRef(() => CustomerModule), DiscoveryModule, RedisModule, SettingsModule],
  providers: [
    SessionService,
    TokenService,
    LoginAttempts,
    StrategyNames,
    AllowAudit,
    AdminJwtStrategy,
    CustomerJwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionService, TokenService, LoginAttempts, StrategyNames],
})
export class AuthModule {}
