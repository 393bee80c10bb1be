import {
  Body,
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  Injectable,
  Param,
  Post,
  Query,
  Req,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiAnswer, ApiCreated } from '../../common/api-answers';
import { OptionalCustomer, optionalCustomerOf, Public } from '../../common/auth/decorators';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { ValidationError } from '../../common/errors';
import { OptionalLanguagePipe } from '../../common/i18n/language.pipe';
import type { LanguageCode } from '../../common/i18n/languages';
import { messageBody } from '../../common/messages';
import { pickText } from '../../common/translations';
import { MultipartForm } from '../../common/multipart';
import { ANSWER_FILE_MAX_BYTES, type UploadedAnswer } from './form-answers';
import { MAX_FIELDS, MAX_FILE_FIELDS } from './form-definition';
import { formShopMessages } from './formbuilder.messages';
import { FormSent, PublicForm } from './formbuilder.responses';
import { FormSubmissionService } from './form-submission.service';

/** Where the guard leaves the form's file fields for the reader (which names a file too large by them). */
const FILE_FIELDS = Symbol('formFileFields');

/** A form url from the path: at most 200 characters, as stored. */
const urlOf = (url: string) => String(url).trim().toLowerCase().slice(0, 200);

/**
 * A form's answers: a field per form field (a checkbox's options repeat their field), the language
 * and the honeypot; textareas up to 5,000 characters (4 bytes each at most); a file per file field.
 * A file over the limit is refused at its field (422), like a file of the wrong type: multer does not say
 * which field it came for, so at the form's file field when it has one, else at 'file'.
 */
const AnswerFormInterceptor = MultipartForm({
  fields: MAX_FIELDS * 4 + 2,
  fieldBytes: 20_000,
  anyFiles: MAX_FILE_FIELDS,
  fileBytes: ANSWER_FILE_MAX_BYTES,
  fileTooLarge: (req: Request & { [FILE_FIELDS]?: { key: string; label: string }[] }) => {
    const files = req[FILE_FIELDS] ?? [];
    const [key, label] = files.length === 1 ? [files[0].key, files[0].label] : ['file', 'file'];
    return ValidationError.field(key, formShopMessages.file_too_large({ field: label, max: ANSWER_FILE_MAX_BYTES / 1024 / 1024 }));
  },
});

/** The visitor may answer the form before its body is read: 404, 401 or 409 otherwise. */
@Injectable()
class FormTakesAnswers implements CanActivate {
  constructor(private readonly submissions: FormSubmissionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { [FILE_FIELDS]?: { key: string; label: string }[] }>();
    const form = await this.submissions.open(urlOf(req.params.url as string), optionalCustomerOf(undefined, context));
    const main = await this.submissions.mainLanguage();
    req[FILE_FIELDS] = form.fields.filter((f) => f.type === 'file').map((f) => ({ key: f.key, label: pickText(f.label, main, main) || f.key }));
    return true;
  }
}

@ApiTags('storefront: form')
@Controller('form')
export class FormController {
  constructor(private readonly submissions: FormSubmissionService) {}

  @Get(':url')
  @Public()
  @ApiOperation({
    summary:
      "A form's definition in the shopper's language: 404 when missing or disabled (the storefront goes home), 401 for a guest on a members-only form (to login), 409 when a form that limits submissions was sent by this shopper (home)",
  })
  @ApiQuery({ name: 'language', required: false })
  @ApiAnswer(PublicForm)
  page(@Param('url') url: string, @Query('language', OptionalLanguagePipe) language?: LanguageCode, @OptionalCustomer() customer?: CustomerPrincipal) {
    return this.submissions.page(urlOf(url), language, customer);
  }

  @Post(':url')
  @Public()
  @UseGuards(FormTakesAnswers)
  @UseInterceptors(AnswerFormInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({
    summary:
      "The answers, as multipart fields named by the fields' keys (files under their field's key), checked against the form: 422 with the problems by key; the same 404, 401 and 409 as the page; 429 past the per-address limit",
  })
  @ApiCreated(FormSent)
  async submit(
    @Param('url') url: string,
    @Body() body: Record<string, unknown>,
    @UploadedFiles() files: UploadedAnswer[] | undefined,
    @Req() req: Request,
    @OptionalCustomer() customer?: CustomerPrincipal,
  ): Promise<FormSent> {
    const success = await this.submissions.submit(urlOf(url), body ?? {}, Array.isArray(files) ? files : [], customer, req.ip ?? '');
    return { ...messageBody([formShopMessages.sent]), success_message: success };
  }
}
