import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../../common/api-answers';
import { OptionalCustomer, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { WidgetDto } from './widget.dto';
import { WidgetAnswer } from './widget.responses';
import { WidgetService } from './widget.service';

@ApiTags('storefront: catalogue')
@Controller()
export class WidgetController {
  constructor(private readonly widgets: WidgetService) {}

  @Post('widget')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A homepage strip: new, featured or hot products, a category (data.url or data.id), brands or a brand (data.url), a block (data.identifier); data.limit 1 to 24',
  })
  @ApiAnswer(WidgetAnswer)
  widget(@Body() dto: WidgetDto, @OptionalCustomer() customer?: CustomerPrincipal): Promise<WidgetAnswer> {
    return this.widgets.widget(dto, customer);
  }
}
