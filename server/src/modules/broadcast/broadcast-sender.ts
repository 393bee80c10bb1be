import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rootLogger } from '../../common/logger';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { JobHandlers } from '../../queue/job-handlers';
import { OutboxService } from '../../queue/outbox.service';
import { MailService } from '../mail';
import { SettingsService } from '../settings';
import { AudienceRepository, sourcesOf, type AudienceCursor } from './audience.repository';
import { BroadcastRepository, type BroadcastRow, type ClaimedDelivery } from './broadcast.repository';
import { BroadcastService } from './broadcast.service';
import { campaignLink, renderCampaign } from './campaign-mail';
import { CampaignRepository, type MessageRow } from './campaign.repository';
import { contentIn } from './campaign.service';
import { unsubscribeLinks } from './unsubscribe-link';

/** How long one job sends before it hands over to the next (pause, cancel and a stop are noticed within it). */
const SLICE_MS = 2_000;
/** Deliveries claimed at once: what the SMTP pool carries side by side. */
const CHUNK = 50;
/** People read into delivery rows per statement (keyset batches: the audience is never held in memory). */
const AUDIENCE_BATCH = 2_000;

/**
 * The sender of broadcasts, as the `broadcast.send` job. Each job works on one broadcast for a slice of
 * time holding the broadcast's session lock (so one process sends it at a time, and a sender that dies
 * lets go at once), then queues the next job, delayed as the rate asks. In a slice it first reads the
 * audience into delivery rows in keyset batches (each batch and the cursor in one transaction), then claims
 * queued deliveries and sends them through the mail module, recording each as sent or failed right away.
 *
 * Stopping the process (SIGTERM) lets the slice finish: the next process goes on where it stopped and each
 * address gets the message once. A process killed outright may leave deliveries claimed but not recorded:
 * the next sender records them as failed ('interrupted'), never sends them again, so nobody gets it twice.
 * Every process that runs the worker looks for broadcasts to go on with when it starts.
 */
@Injectable()
export class BroadcastSender implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  /** The process is stopping: a slice ends after the mails it has in hand, and the next process goes on. */
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly broadcasts: BroadcastRepository,
    private readonly audience: AudienceRepository,
    private readonly campaigns: CampaignRepository,
    private readonly service: BroadcastService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly handlers: JobHandlers,
  ) {}

  onModuleInit(): void {
    this.handlers.register('broadcast.send', ({ broadcastId }) => this.run(broadcastId));
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  /** A worker that starts picks up what was sending (or came due) while none ran. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redis.runWorker) return;
    try {
      const due = await this.broadcasts.due();
      if (due.length === 0) return;
      await this.dataSource.transaction(async (manager) => {
        for (const { id } of due) await this.outbox.enqueue(manager, 'broadcast.send', { broadcastId: id });
      });
    } catch (error) {
      rootLogger().warn({ err: error }, 'could not look for broadcasts to go on with');
    }
  }

  /** One slice of one broadcast; queues the next one unless the broadcast is done, paused or canceled. */
  async run(broadcastId: number): Promise<void> {
    const next = await this.broadcasts.whileLocked(broadcastId, () => this.slice(broadcastId));
    if (next !== undefined && next !== null) {
      await this.dataSource.transaction((manager) => this.outbox.enqueue(manager, 'broadcast.send', { broadcastId }, next));
    }
  }

  /** The delay before the next slice, or null when no other slice is needed. */
  private async slice(id: number): Promise<number | null> {
    let broadcast = await this.broadcasts.get(id);
    if (broadcast?.status === 'scheduled') {
      if (!(await this.service.startDue(id))) return null;
      broadcast = await this.broadcasts.get(id);
    }
    if (!broadcast || broadcast.status !== 'sending') return null;
    const started = Date.now();
    const interrupted = await this.broadcasts.failInterrupted(id);
    if (interrupted > 0)
      rootLogger().warn({ broadcast_id: id, deliveries: interrupted }, 'deliveries interrupted by a sender that stopped: recorded as failed');

    if (!broadcast.audience_done && !(await this.readAudience(broadcast, started))) return 0;

    const message = await this.campaigns.message(broadcast.message_id);
    if (!message) return null;
    const rate = broadcast.rate_per_minute;
    const allowance = rate > 0 ? Math.max(1, Math.floor((rate * SLICE_MS) / 60_000)) : Number.POSITIVE_INFINITY;
    const send = await this.sender(broadcast, message);
    let sent = 0;
    while (sent < allowance && Date.now() - started < SLICE_MS && !this.stopping) {
      const claimed = await this.broadcasts.claim(id, Math.min(CHUNK, allowance - sent));
      if (claimed.length === 0) {
        // Paused or canceled meanwhile: stop here (resume queues the next slice).
        if ((await this.broadcasts.get(id))?.status !== 'sending') return null;
        // Queued rows locked by another transaction (a cancel under way): look again shortly.
        if (await this.broadcasts.hasUnsent(id)) return 500;
        await this.dataSource.transaction((manager) => this.broadcasts.move(manager, id, ['sending'], 'sent'));
        return null;
      }
      const outcomes = await Promise.all(claimed.filter((row) => row.status === 'sending').map(send));
      // The chunk's sent mails recorded in one statement; a process killed before it leaves them 'sending',
      // which the next slice records as interrupted (failed), never sent twice.
      await this.broadcasts.markSent(outcomes.filter((id): id is string => id !== null));
      sent += claimed.length;
    }
    return rate > 0 ? Math.max(0, Math.ceil((sent * 60_000) / rate) - (Date.now() - started)) : 0;
  }

  /** Reads the audience on from its cursor until done (true) or the slice is over (false). */
  private async readAudience(broadcast: BroadcastRow, started: number): Promise<boolean> {
    const ruleSets = broadcast.audience ?? [];
    let cursor: AudienceCursor | null = broadcast.audience_cursor ?? this.firstCursor(ruleSets, 0);
    while (cursor) {
      if (Date.now() - started > SLICE_MS || this.stopping) return false;
      const at: AudienceCursor = cursor;
      cursor = await this.dataSource.transaction(async (manager) => {
        const { last, read } = await this.audience.addBatch(
          manager,
          { id: broadcast.id, messageId: broadcast.message_id },
          ruleSets[at.rules],
          at.source,
          at.after,
          AUDIENCE_BATCH,
        );
        const next: AudienceCursor | null = read < AUDIENCE_BATCH ? this.nextCursor(ruleSets, at) : { ...at, after: last ?? at.after };
        await this.broadcasts.saveCursor(manager, broadcast.id, next, next === null);
        return next;
      });
    }
    return true;
  }

  /** Where reading starts for the rules at `from` or after (the first kind of person they reach), or null past the last. */
  private firstCursor(ruleSets: BroadcastRow['audience'] & object, from: number): AudienceCursor | null {
    for (let index = from; index < ruleSets.length; index++) {
      const [source] = sourcesOf(ruleSets[index]);
      if (source) return { rules: index, source, after: 0 };
    }
    return null;
  }

  private nextCursor(ruleSets: BroadcastRow['audience'] & object, at: AudienceCursor): AudienceCursor | null {
    const sources = sourcesOf(ruleSets[at.rules]);
    const following = sources[sources.indexOf(at.source) + 1];
    return following ? { rules: at.rules, source: following, after: 0 } : this.firstCursor(ruleSets, at.rules + 1);
  }

  /**
   * Sends one claimed delivery: its id once the mail server took it (recorded sent with the rest of its
   * chunk), or null once its failure is recorded. The message's content is made once per language.
   */
  private async sender(broadcast: BroadcastRow, message: MessageRow): Promise<(row: ClaimedDelivery) => Promise<string | null>> {
    const settings = await this.settings.all();
    const main = settings.main_language;
    const { appUrl } = this.config.http;
    const secret = this.config.auth.jwtSecret;
    const host = new URL(appUrl).hostname || 'shop.local';
    const contents = new Map<LanguageCode, { subject: string; body: string; shopName: string }>();
    const contentFor = (language: LanguageCode) => {
      let content = contents.get(language);
      if (!content) contents.set(language, (content = { ...contentIn(message, language, main), shopName: this.settings.siteName(settings, language) }));
      return content;
    };
    return async (row) => {
      const language = isLanguage(row.language) ? row.language : main;
      const content = contentFor(language);
      const links = unsubscribeLinks(appUrl, secret, row.email);
      const mail = renderCampaign(content.subject, content.body, row, {
        shopName: content.shopName,
        language,
        appUrl,
        unsubscribeUrl: links.page,
        track: (url) => campaignLink(appUrl, secret, row.id, url),
      });
      try {
        await this.mail.sendCampaign({
          to: row.email,
          ...mail,
          language,
          headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          messageId: `<broadcast-${broadcast.id}-${row.id}@${host}>`,
        });
      } catch (error) {
        await this.broadcasts.markFailed(row.id, error instanceof Error ? error.message : String(error));
        return null;
      }
      return row.id;
    };
  }
}
