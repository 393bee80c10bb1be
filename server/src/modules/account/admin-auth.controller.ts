import type { Admin } from './admin.entity';
import { Body, Controller, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AdminSession, CurrentAdmin, Public } from '../../common/auth/decorators';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ApiAnswer, ApiMessageAnswer } from '../../common/api-answers';
import { messageBody } from '../../common/messages';
import { authMessages, clearAdminCookie, IssuedToken, LoginDto, SessionService, setAdminCookie, TokenService } from '../auth';
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
  @ApiOperation({ summary: 'Admin login -> token (also set as the HttpOnly admin_token cookie the back office signs in with)' })
  @ApiAnswer(IssuedToken)
  async login(@Body() dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<IssuedToken> {
    const issued = await this.auth.login(dto.email, dto.password);
    setAdminCookie(req, res, issued);
    return issued;
  }

  @Post('logout')
  @AdminSession()
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends the session; the token stops working at once' })
  @ApiMessageAnswer()
  async logout(@CurrentAdmin() principal: AdminPrincipal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.sessions.revoke(principal.sessionId);
    clearAdminCookie(req, res);
    return messageBody([authMessages.logged_out]);
  }

  @Post('refresh')
  @AdminSession()
  @HttpCode(200)
  @ApiOperation({ summary: 'A fresh token; the old one stops working' })
  @ApiAnswer(IssuedToken)
  async refresh(@CurrentAdmin() principal: AdminPrincipal, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<IssuedToken> {
    const issued = await this.tokens.refresh('admin', principal.admin.id, principal.sessionId);
    setAdminCookie(req, res, issued);
    return issued;
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
