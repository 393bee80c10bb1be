import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer, MessageAnswer } from '../../common/api-answers';
import { Public } from '../../common/auth/decorators';
import { messageBody } from '../../common/messages';
import { unsubscribeMessages as m } from './broadcast.messages';
import { UnsubscribeLinkDto } from './unsubscribe.dto';
import { UnsubscribeStatus } from './unsubscribe.responses';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * The unsubscribe link of a newsletter. The storefront's /unsubscribe page reads the link (GET) and
 * asks before it POSTs; a mail client's one-click unsubscribe (List-Unsubscribe-Post, RFC 8058) POSTs
 * the same address at once, with `List-Unsubscribe=One-Click` as its form body, which is not needed.
 */
@ApiTags('storefront: unsubscribe')
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The address of a signed unsubscribe link and whether it is unsubscribed already (403 for a link the shop did not sign)' })
  @ApiAnswer(UnsubscribeStatus)
  status(@Query() link: UnsubscribeLinkDto): Promise<UnsubscribeStatus> {
    return this.unsubscribes.status(link.email, link.signature);
  }

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribes the address of a signed link from every newsletter (again: the same answer); one-click unsubscribe posts here' })
  @ApiAnswer(MessageAnswer)
  async unsubscribe(@Query() link: UnsubscribeLinkDto): Promise<MessageAnswer> {
    await this.unsubscribes.unsubscribe(link.email, link.signature);
    return messageBody([m.done({ email: link.email })]);
  }
}
