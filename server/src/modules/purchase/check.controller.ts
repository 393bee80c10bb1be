import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-answers';
import { OptionalCustomer, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { CheckRequestDto } from './check.dto';
import { CheckAnswer } from './check.responses';
import { PurchaseRulesService } from './purchase-rules.service';

@ApiTags('storefront: configuration')
@Controller()
export class CheckController {
  constructor(private readonly checks: PurchaseRulesService) {}

  @Post('check')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Route guard for the storefront: 200 {passed:true}; checkout 403 with messages, page 404 "Page cannot be found"' })
  @ApiAnswer(CheckAnswer)
  check(@Body() dto: CheckRequestDto, @OptionalCustomer() customer?: CustomerPrincipal) {
    return this.checks.check(dto, customer);
  }
}
