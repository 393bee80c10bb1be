import {
  Body,
  CanActivate,
  Controller,
  Delete,
  ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAnswer, ApiCreated, ApiList, DeletedAnswer, MessageAnswer } from '../../common/api-answers';
import { Allow, Public } from '../../common/auth/decorators';
import { ListResult, parseListQuery } from '../../common/list-query';
import { messageBody } from '../../common/messages';
import { MultipartForm } from '../../common/multipart';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { FunnelAnswerDto, FunnelDto } from './funnel.dto';
import { FunnelAnswer, FunnelBoard, PublicFunnel } from './funnel.responses';
import { FUNNEL_SORTS, FunnelService } from './funnel.service';
import { funnelShopMessages } from './lead.messages';

/** A funnel url from the path: at most 200 characters, as stored. */
const urlOf = (url: string) => String(url).trim().toLowerCase().slice(0, 200);

/** A visitor's details: eight short fields (the message up to 5,000 characters, 4 bytes each at most), no files. */
const ANSWER_FORM = MultipartForm({ fields: 12, fieldBytes: 20_000 });

/** The funnel must take answers before its form is read: a missing or closed one answers 404 without reading the body. */
@Injectable()
class FunnelTakesAnswers implements CanActivate {
  constructor(private readonly funnels: FunnelService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.funnels.assertTakesAnswers(urlOf(context.switchToHttp().getRequest<Request>().params.url as string));
    return true;
  }
}

@ApiTags('admin: leads')
@Controller('admin/funnel')
export class FunnelAdminController {
  constructor(private readonly funnels: FunnelService) {}

  @Get()
  @Allow('lead.funnel.list')
  @ApiOperation({ summary: 'Funnels with their stages and how many leads came through each' })
  @ApiList(FunnelAnswer)
  async list(@Query() query: Record<string, unknown>) {
    const list = parseListQuery(query, Object.keys(FUNNEL_SORTS));
    return ListResult.of('funnel', await this.funnels.list(list), list.offset);
  }

  @Get(':id')
  @Allow('lead.funnel.list')
  @ApiAnswer(FunnelAnswer)
  one(@Param('id', ParseIdPipe) id: number) {
    return this.funnels.get(id);
  }

  @Get(':id/board')
  @Allow('lead.funnel.management')
  @ApiOperation({
    summary: 'The board: a column per stage with its leads, counts and the conversion to the next stage (move a card with POST /api/admin/lead/{id}/status)',
  })
  @ApiAnswer(FunnelBoard)
  board(@Param('id', ParseIdPipe) id: number) {
    return this.funnels.board(id);
  }

  @Post()
  @Allow('lead.funnel.edit')
  @ApiCreated(FunnelAnswer)
  create(@Body() dto: FunnelDto) {
    return this.funnels.create(dto);
  }

  @Put(':id')
  @Allow('lead.funnel.edit')
  @ApiAnswer(FunnelAnswer)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: FunnelDto) {
    return this.funnels.update(id, dto);
  }

  @Delete(':id')
  @Allow('lead.funnel.edit')
  @HttpCode(200)
  @ApiAnswer(DeletedAnswer)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<DeletedAnswer> {
    await this.funnels.remove(id);
    return { id };
  }
}

@ApiTags('storefront: funnel')
@Controller('funnel')
export class FunnelController {
  constructor(private readonly funnels: FunnelService) {}

  @Get(':url')
  @Public()
  @ApiOperation({ summary: "A funnel's public page; 404 when it is missing or disabled (the storefront goes home)" })
  @ApiAnswer(PublicFunnel)
  page(@Param('url') url: string) {
    return this.funnels.page(urlOf(url));
  }

  @Post(':url')
  @Public()
  @UseGuards(FunnelTakesAnswers)
  @UseInterceptors(ANSWER_FORM)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: "A visitor's details (multipart fields): a lead at the funnel's first stage, whose trigger fires" })
  @ApiCreated(MessageAnswer)
  async answer(@Param('url') url: string, @Body() dto: FunnelAnswerDto, @Req() req: Request): Promise<MessageAnswer> {
    await this.funnels.answer(urlOf(url), dto, req.ip ?? '');
    return messageBody([funnelShopMessages.sent]);
  }
}
