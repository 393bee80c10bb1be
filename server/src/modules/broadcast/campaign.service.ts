import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { sanitizeRichText } from '../../common/rich-text';
import { cleanTexts, pickText } from '../../common/translations';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { ListPage } from '../../database/list-statement';
import { MailService } from '../mail';
import { SettingsService } from '../settings';
import { AudienceRepository, type AudienceCount, type ReceiverRules } from './audience.repository';
import { broadcastMessages as m } from './broadcast.messages';
import type { MessageDto, ReceiverDto, ReceiverRulesDto } from './broadcast.dto';
import { renderCampaign, type CampaignMail, type CampaignRecipient } from './campaign-mail';
import { CampaignRepository, type MessageRow, type ReceiverRow } from './campaign.repository';
import { unsubscribeLinks } from './unsubscribe-link';

/** A receiver's rules with every field present (what is stored and what the audience reads). */
export function fullRules(rules: ReceiverRulesDto | Partial<ReceiverRules> | null | undefined): ReceiverRules {
  return {
    audience: rules?.audience ?? 'all',
    tags: rules?.tags ?? [],
    status_ids: [...new Set(rules?.status_ids ?? [])],
    funnel_ids: [...new Set(rules?.funnel_ids ?? [])],
    membership_tier_ids: [...new Set(rules?.membership_tier_ids ?? [])],
    subscribed_only: rules?.subscribed_only ?? true,
    languages: [...new Set(rules?.languages ?? [])],
    created_from: rules?.created_from || null,
    created_to: rules?.created_to || null,
  };
}

/** The subject and body a receiver in `language` gets (the main language's where that language has none). */
export function contentIn(message: Pick<MessageRow, 'subject' | 'body'>, language: LanguageCode, main: LanguageCode): { subject: string; body: string } {
  return { subject: pickText(message.subject, language, main), body: pickText(message.body, language, main) };
}

/**
 * Campaign messages (a subject and a sanitised rich-text body per language, required in the shop's main
 * language), with a preview and a test send; and receivers, named audiences whose rules are counted live
 * and read again each time a broadcast starts.
 */
@Injectable()
export class CampaignService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly campaigns: CampaignRepository,
    private readonly audience: AudienceRepository,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  listMessages(query: ListQuery) {
    return this.campaigns.listMessages(query);
  }

  async message(id: number): Promise<MessageRow> {
    const message = await this.campaigns.message(id);
    if (!message) throw new NotFoundError();
    return message;
  }

  async createMessage(dto: MessageDto): Promise<MessageRow> {
    const values = await this.messageValues(dto);
    const id = await this.dataSource.transaction((manager) => this.campaigns.insertMessage(manager, values));
    return this.message(id);
  }

  async updateMessage(id: number, dto: MessageDto): Promise<MessageRow> {
    const values = await this.messageValues(dto);
    const found = await this.dataSource.transaction((manager) => this.campaigns.updateMessage(manager, id, values));
    if (!found) throw new NotFoundError();
    return this.message(id);
  }

  /** Refused (409) while a broadcast uses the message: its results read it. */
  async removeMessage(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const usage = await this.campaigns.lockMessage(manager, id);
      if (!usage) throw new NotFoundError();
      if (usage.broadcasts > 0) throw new ConflictError(m.message_in_use({ count: usage.broadcasts }));
      await this.campaigns.deleteMessage(manager, id);
    });
  }

  /** The message as `reader` would get it in `language`: their own name in the placeholders, links as written. */
  async preview(id: number, language: LanguageCode | undefined, reader: CampaignRecipient): Promise<CampaignMail & { language: LanguageCode }> {
    const message = await this.message(id);
    const settings = await this.settings.all();
    const lang = language ?? settings.main_language;
    return { ...this.render(message, lang, settings.main_language, this.settings.siteName(settings, lang), reader), language: lang };
  }

  /** Sends the message as a receiver would get it (with "[Test]" before its subject) to one address, through the mail queue. */
  async testSend(id: number, email: string, language: LanguageCode | undefined, reader: CampaignRecipient): Promise<void> {
    const message = await this.message(id);
    const settings = await this.settings.all();
    const lang = language ?? settings.main_language;
    const shopName = this.settings.siteName(settings, lang);
    const mail = this.render(message, lang, settings.main_language, shopName, { ...reader, email });
    const links = unsubscribeLinks(this.config.http.appUrl, this.config.auth.jwtSecret, email);
    await this.dataSource.transaction((manager) =>
      this.mail.queue(
        manager,
        email,
        { name: 'campaign_test', data: { shopName, subject: `[Test] ${mail.subject}`, text: mail.text, html: mail.html } },
        lang,
        {
          'List-Unsubscribe': `<${links.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      ),
    );
  }

  private render(message: MessageRow, language: LanguageCode, main: LanguageCode, shopName: string, recipient: CampaignRecipient): CampaignMail {
    const { subject, body } = contentIn(message, language, main);
    const unsubscribeUrl = unsubscribeLinks(this.config.http.appUrl, this.config.auth.jwtSecret, recipient.email).page;
    return renderCampaign(subject, body, recipient, { shopName, language, appUrl: this.config.http.appUrl, unsubscribeUrl });
  }

  /** Texts trimmed, bodies sanitised, both required in the main language. */
  private async messageValues(dto: MessageDto): Promise<Pick<MessageRow, 'name' | 'subject' | 'body'>> {
    const { main_language: main } = await this.settings.all();
    const subject = cleanTexts(Object.fromEntries(Object.entries(dto.subject).map(([l, text]) => [l, (text ?? '').replace(/[\r\n\t]+/g, ' ')])));
    const body = Object.fromEntries(
      Object.entries(cleanTexts(dto.body))
        .map(([language, html]) => [language, sanitizeRichText(html)])
        .filter(([, html]) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html)),
    );
    const fields: FieldMessages = {};
    if (!subject[main]) fields.subject = [m.main_language({ field: 'subject', language: main })];
    if (!body[main]) fields.body = [m.main_language({ field: 'body', language: main })];
    if (Object.keys(fields).length > 0) throw ValidationError.fields(fields);
    return { name: dto.name, subject, body };
  }

  listReceivers(query: ListQuery): Promise<ListPage<ReceiverRow>> {
    return this.campaigns.listReceivers(query);
  }

  async receiver(name: string): Promise<ReceiverRow> {
    const receiver = await this.campaigns.receiverNamed(name);
    if (!receiver) throw new NotFoundError();
    return receiver;
  }

  async createReceiver(dto: ReceiverDto): Promise<ReceiverRow> {
    await this.dataSource.transaction(async (manager) => {
      if (await this.campaigns.receiverNameTaken(manager, dto.name, null)) throw this.nameTaken(dto.name);
      await this.campaigns.insertReceiver(manager, { name: dto.name, rules: fullRules(dto.rules) });
    });
    return this.receiver(dto.name);
  }

  /** Renaming moves the receiver to its new name (the back office's address with it). */
  async updateReceiver(name: string, dto: ReceiverDto): Promise<ReceiverRow> {
    await this.dataSource.transaction(async (manager) => {
      const receiver = await this.campaigns.receiverNamed(name, manager);
      if (!receiver) throw new NotFoundError();
      if (await this.campaigns.receiverNameTaken(manager, dto.name, receiver.id)) throw this.nameTaken(dto.name);
      await this.campaigns.updateReceiver(manager, receiver.id, { name: dto.name, rules: fullRules(dto.rules) });
    });
    return this.receiver(dto.name);
  }

  /** Broadcasts that named the receiver keep the audience they read when they started; a draft that names it no longer reaches it. */
  async removeReceiver(name: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const receiver = await this.campaigns.receiverNamed(name, manager);
      if (!receiver) throw new NotFoundError();
      await this.campaigns.deleteReceiver(manager, receiver.id);
      return receiver.id;
    });
  }

  count(rules: ReceiverRulesDto): Promise<AudienceCount> {
    return this.audience.count([fullRules(rules)]);
  }

  private nameTaken(name: string): ValidationError {
    return ValidationError.field('name', m.receiver_name_taken({ name }));
  }
}
