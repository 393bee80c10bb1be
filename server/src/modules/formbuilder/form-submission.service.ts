import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { httpMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import { pickText } from '../../common/translations';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { LeadService } from '../lead';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { ANSWER_FILE_MAX_BYTES, checkAnswers, type AnswerValue, type UploadedAnswer } from './form-answers';
import type { FormField } from './form-definition';
import { formShopMessages } from './formbuilder.messages';
import { FormRepository, type FormRow } from './formbuilder.repository';
import type { PublicForm } from './formbuilder.responses';
import { SubmissionRepository, type StoredFile } from './submission.repository';

/** The window of CONTACT_RATE_LIMIT for forms. */
const WINDOW = '1 hour';
/** Where the files sent with forms go, under DATA_DIR/private. */
const FILE_FOLDER = 'form-files';

/** A text answer (else ''). */
const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A form's public page: GET /api/form/{url} answers its definition in the shopper's language, POST
 * takes the answers. The rules, checked before the body is read and again when it is kept: a missing
 * or disabled form is 404, a members-only form without a shopper's token 401, a second submission of
 * a form that limits submissions by the same shopper 409. Answers are checked against the form's
 * own fields; a filled honeypot (`website`) is answered as a success and keeps nothing; one address
 * may send CONTACT_RATE_LIMIT forms an hour, as on the contact page. A form with a funnel stage brings
 * the lead of the answered email there (LeadService, the lead module's one writer).
 */
@Injectable()
export class FormSubmissionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly forms: FormRepository,
    private readonly submissions: SubmissionRepository,
    private readonly leads: LeadService,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
  ) {}

  /** GET /api/form/{url}. */
  async page(url: string, language: LanguageCode | undefined, customer: CustomerPrincipal | undefined): Promise<PublicForm> {
    const form = await this.open(url, customer);
    const main = (await this.settings.all()).main_language;
    const lang = language ?? main;
    return {
      url: form.url,
      title: pickText(form.title, lang, main),
      description: pickText(form.description, lang, main),
      allow_guest: form.allow_guest,
      limit_submit: form.limit_submit,
      max_file_bytes: ANSWER_FILE_MAX_BYTES,
      fields: form.fields.map((f) => ({
        key: f.key,
        type: f.type,
        label: pickText(f.label, lang, main),
        required: f.required,
        options: f.options.map((o) => ({ value: o.value, label: pickText(o.label, lang, main) })),
      })),
    };
  }

  /** The form at `url` if this visitor may answer it: 404, 401 or 409 otherwise (before a body is read). */
  async open(url: string, customer: CustomerPrincipal | undefined): Promise<FormRow> {
    const form = await this.forms.enabledByUrl(url);
    if (!form) throw new NotFoundError(formShopMessages.not_found);
    if (!form.allow_guest && !customer) throw new UnauthorizedError(formShopMessages.log_in);
    if (form.limit_submit && customer && (await this.submissions.sentBy(this.dataSource.manager, form.id, customer.customer.id))) {
      throw new ConflictError(formShopMessages.already_submitted);
    }
    return form;
  }

  /** The shop's main language (the labels' fallback). */
  async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }

  /** POST /api/form/{url}: the form's success message in the shopper's language ('' when it has none). */
  async submit(
    url: string,
    body: Record<string, unknown>,
    uploads: readonly UploadedAnswer[],
    customer: CustomerPrincipal | undefined,
    ip: string,
  ): Promise<string> {
    const form = await this.open(url, customer);
    const main = (await this.settings.all()).main_language;
    const language: LanguageCode = isLanguage(body.language) ? body.language : main;
    const success = pickText(form.success_message, language, main);
    if (typeof body.website === 'string' && body.website.trim()) return success; // a bot: answered as a success, nothing kept
    const { answers, files, problems } = checkAnswers(form.fields, body, uploads, language, main);
    if (Object.keys(problems).length > 0) throw ValidationError.fields(problems);
    const userId = customer?.customer.id ?? null;
    const ipHash = createHmac('sha256', this.config.auth.jwtSecret).update(`form:${ip}`).digest('hex');
    await this.dataSource.transaction(async (manager) => {
      await this.submissions.lockSender(manager, ipHash, form.id, userId);
      const current = await this.forms.enabledByUrl(url, manager);
      if (!current || current.id !== form.id) throw new NotFoundError(formShopMessages.not_found);
      if (current.limit_submit && userId !== null && (await this.submissions.sentBy(manager, form.id, userId))) {
        throw new ConflictError(formShopMessages.already_submitted);
      }
      if ((await this.submissions.sentWithin(manager, ipHash, WINDOW)) >= this.config.auth.contactRateLimit) {
        throw new TooManyRequestsError(httpMessages.too_many_requests);
      }
      let leadId: number | null = null;
      if (current.funnel_id !== null && current.status_id !== null && (await this.forms.isStage(manager, current.funnel_id, current.status_id))) {
        leadId = await this.leadOf(manager, current, answers, language, main);
      }
      const stored: StoredFile[] = [];
      for (const file of files) {
        const path = await this.uploads.saveAttachment(file, file.type, FILE_FOLDER, manager);
        stored.push({ key: file.key, name: file.name, size: file.size, type: file.type, stored: path });
      }
      await this.submissions.insert(manager, { formId: form.id, userId, language, answers, files: stored, ipHash, leadId });
    });
    return success;
  }

  /**
   * The lead of the submission: its email is the first email field's answer; the names, phone and
   * company come from fields keyed so (first_name, last_name or name, phone, company) when the form
   * has them, and the other answers go into the lead's notes.
   */
  private async leadOf(
    manager: Parameters<LeadService['fromForm']>[0],
    form: FormRow,
    answers: Record<string, AnswerValue>,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<number | null> {
    const emailField = form.fields.find((f) => f.type === 'email' && textOf(answers[f.key]));
    if (!emailField) return null;
    const email = textOf(answers[emailField.key]);
    const named = (key: string) => textOf(answers[key]).slice(0, 100);
    const [first, ...rest] = (named('name') || named('full_name')).split(/\s+/);
    const phone = form.fields.find((f) => f.type === 'phone' && textOf(answers[f.key]));
    const notes = form.fields
      .filter((f: FormField) => !['email', 'first_name', 'last_name', 'name', 'full_name', 'company'].includes(f.key) && f.type !== 'file')
      .map((f) => {
        const value = answers[f.key];
        const text = Array.isArray(value) ? value.join(', ') : textOf(value);
        return text ? `${pickText(f.label, main, main) || f.key}: ${text}` : '';
      })
      .filter(Boolean)
      .join('\n')
      .slice(0, 10000);
    return this.leads.fromForm(
      manager,
      { funnelId: form.funnel_id!, statusId: form.status_id!, form: pickText(form.title, main, main) || form.url },
      {
        first_name: named('first_name') || first || email.split('@')[0].slice(0, 100),
        last_name: named('last_name') || rest.join(' ').slice(0, 100),
        email,
        phone: phone ? textOf(answers[phone.key]) : '',
        company: named('company').slice(0, 200),
        language,
        notes,
      },
    );
  }
}
