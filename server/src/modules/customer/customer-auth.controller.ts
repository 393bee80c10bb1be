import type { Customer } from './customer.entity';
import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, ApiCreated, ApiMessageAnswer } from '../../common/api-answers';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CurrentCustomer, CustomerSession, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { messageBody } from '../../common/messages';
import { authMessages, IssuedToken, LoginDto, SessionService, TokenService } from '../auth';
import { PasswordEmailDto, PasswordResetDto, presentCustomer, RegisterDto, UpdateProfileDto } from './customer.dto';
import { CustomerAuthService } from './customer-auth.service';
import { CustomerProfile, CustomerRegistered, CustomerSessionProfile } from './customer.responses';

/** The shopper session and profile. */
@ApiTags('storefront: account')
@Controller()
export class CustomerAuthController {
  constructor(
    private readonly auth: CustomerAuthService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Register a shopper; answers a token and the profile' })
  @ApiCreated(CustomerRegistered)
  async register(@Body() dto: RegisterDto): Promise<CustomerRegistered> {
    const { customer, token } = await this.auth.register(dto);
    return { ...token, user: presentCustomer(customer) };
  }

  @Post('login')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Shopper login -> token' })
  @ApiAnswer(IssuedToken)
  login(@Body() dto: LoginDto): Promise<IssuedToken> {
    return this.auth.login(dto.email, dto.password);
  }

  @Post('logout')
  @CustomerSession()
  @HttpCode(200)
  @ApiMessageAnswer()
  async logout(@CurrentCustomer() principal: CustomerPrincipal) {
    await this.sessions.revoke(principal.sessionId);
    return messageBody([authMessages.logged_out]);
  }

  @Post('refresh')
  @CustomerSession()
  @HttpCode(200)
  @ApiOperation({ summary: 'A fresh token; the old one stops working' })
  @ApiAnswer(IssuedToken)
  refresh(@CurrentCustomer() principal: CustomerPrincipal): Promise<IssuedToken> {
    return this.tokens.refresh('customer', principal.customer.id, principal.sessionId);
  }

  @Get('profile')
  @CustomerSession()
  @ApiAnswer(CustomerSessionProfile)
  profile(@CurrentCustomer() principal: CustomerPrincipal<Customer>): CustomerSessionProfile {
    return { ...presentCustomer(principal.customer), expired_at: principal.expiresAt.toISOString() };
  }

  @Put('profile')
  @CustomerSession()
  @ApiAnswer(CustomerProfile)
  async updateProfile(@CurrentCustomer() principal: CustomerPrincipal, @Body() dto: UpdateProfileDto): Promise<CustomerProfile> {
    return presentCustomer(await this.auth.updateProfile(principal.customer.id, principal.sessionId, dto));
  }

  @Post('password/email')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password-reset link (same answer for unknown emails)' })
  @ApiMessageAnswer()
  async passwordEmail(@Body() dto: PasswordEmailDto) {
    return messageBody([await this.auth.requestPasswordReset(dto)]);
  }

  @Post('password/reset')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token from the mail' })
  @ApiMessageAnswer()
  async passwordReset(@Body() dto: PasswordResetDto) {
    return messageBody([await this.auth.resetPassword(dto)]);
  }
}
