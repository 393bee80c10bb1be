import type { Admin } from './admin.entity';
import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AdminSession, CurrentAdmin, Public } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ApiAnswer, ApiMessageAnswer } from '../../common/api-answers';
import { messageBody } from '../../common/messages';
import { authMessages, IssuedToken, LoginDto, SessionService, TokenService } from '../auth';
import { presentCurrentAdmin, UpdateSelfDto } from './account.dto';
import { CurrentAdminAnswer, CurrentAdminSessionAnswer } from './account.responses';
import { AccountService } from './account.service';
import { AdminAuthService } from './admin-auth.service';

/** The admin session: login, logout, refresh, and the signed-in admin. */
@ApiTags('admin: session')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly accounts: AccountService,
  ) {}

  @Post('login')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin login -> token' })
  @ApiAnswer(IssuedToken)
  login(@Body() dto: LoginDto): Promise<IssuedToken> {
    return this.auth.login(dto.email, dto.password);
  }

  @Post('logout')
  @AdminSession()
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session; the token stops working at once' })
  @ApiMessageAnswer()
  async logout(@CurrentAdmin() principal: AdminPrincipal) {
    await this.sessions.revoke(principal.sessionId);
    return messageBody([authMessages.logged_out]);
  }

  @Post('refresh')
  @AdminSession()
  @HttpCode(200)
  @ApiOperation({ summary: 'A fresh token; the old one stops working' })
  @ApiAnswer(IssuedToken)
  refresh(@CurrentAdmin() principal: AdminPrincipal): Promise<IssuedToken> {
    return this.tokens.refresh('admin', principal.admin.id, principal.sessionId);
  }

  @Get()
  @AdminSession()
  @ApiOperation({ summary: 'The signed-in admin with role and permission_list' })
  @ApiAnswer(CurrentAdminSessionAnswer)
  me(@CurrentAdmin() principal: AdminPrincipal<Admin>): CurrentAdminSessionAnswer {
    return { ...presentCurrentAdmin(principal.admin), expired_at: principal.expiresAt.toISOString() };
  }

  @Put()
  @AdminSession()
  @ApiOperation({ summary: 'Change own name or interface language' })
  @ApiAnswer(CurrentAdminAnswer)
  async updateSelf(@CurrentAdmin() principal: AdminPrincipal<Admin>, @Body() dto: UpdateSelfDto): Promise<CurrentAdminAnswer> {
    return presentCurrentAdmin(await this.accounts.updateSelf(principal.admin, dto));
  }
}
