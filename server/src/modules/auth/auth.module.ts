import { TypeOrmModule } from '@nestjs/typeorm';
import { Session } from './session.entity';
import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { EventsModule } from '../../events/events.module';
import { RedisModule } from '../../queue/redis.module';
import { SettingsModule } from '../settings/settings.module';
import { AccessGuard } from './access.guard';
import { AllowAudit } from './allow-audit';
import { LoginAttempts } from './login-attempts';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { StrategyNames } from './strategy-names';
import { TokenService } from './token.service';

/**
 * Identity core: sessions, tokens, the names of the passport strategies that check them, and the one
 * access guard on every route. The strategies live with the accounts they load (the account module's
 * admin-jwt, the customer module's customer-jwt), so this module imports neither of them and they
 * import it without a cycle. No PassportModule: it only holds default AuthGuard options, and the
 * guards name their strategies themselves (StrategyNames); where its options can be injected,
 * AuthGuard takes them over the ones a guard gave its constructor.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Session]), JwtModule.register({}), DiscoveryModule, RedisModule, SettingsModule, EventsModule],
  providers: [SessionRepository, SessionService, TokenService, LoginAttempts, StrategyNames, AllowAudit, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionService, TokenService, LoginAttempts, StrategyNames],
})
export class AuthModule {}
