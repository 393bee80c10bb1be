import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { SettingsService } from '../settings';
import { ContactService } from './contact.service';
import type { FunnelAnswerDto, FunnelDto } from './funnel.dto';
import { FunnelRepository, type FunnelRow, type FunnelValues } from './funnel.repository';
import type { FunnelAnswer, FunnelBoard, PublicFunnel } from './funnel.responses';
import { funnelMessages as m, funnelShopMessages } from './lead.messages';
import { LeadService } from './lead.service';
import { LeadStatusRepository } from './lead-status.repository';

export { FUNNEL_SORTS } from './funnel.repository';

/** The cards a board column shows (the most recently changed). */
const CARDS_PER_COLUMN = 100;

const present = (row: FunnelRow): FunnelAnswer => ({
  ...row,
  stage_ids: row.stages.map((s) => s.status_id),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const valuesOf = (dto: FunnelDto): FunnelValues => ({ title: dto.title, url: dto.url, description: dto.description ?? '', enabled: dto.enabled ?? true });

/**
 * Funnels (/api/admin/funnel): a public page that turns visitors into leads at the first stage, and
 * the board of its stages (/api/admin/funnel/{id}/board) with each stage's leads, counts and the
 * share of leads that went on to the next stage. A visitor's answers are kept as a contact too, and
 * counted against the same limit per address as the contact page.
 */
@Injectable()
export class FunnelService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly funnels: FunnelRepository,
    private readonly statuses: LeadStatusRepository,
    private readonly leads: LeadService,
    private readonly contacts: ContactService,
    private readonly settings: SettingsService,
  ) {}

  async list(query: ListQuery): Promise<ListPage<FunnelAnswer>> {
    const page = await this.funnels.list(query);
    return { ...page, rows: page.rows.map(present) };
  }

  async get(id: number): Promise<FunnelAnswer> {
    const row = await this.funnels.get(id);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async create(dto: FunnelDto): Promise<FunnelAnswer> {
    const id = await this.write(dto, (manager) => this.funnels.insert(manager, valuesOf(dto)));
    return this.get(id);
  }

  async update(id: number, dto: FunnelDto): Promise<FunnelAnswer> {
    await this.write(dto, async (manager) => {
      if (!(await this.funnels.update(manager, id, valuesOf(dto)))) throw new NotFoundError();
      return id;
    });
    return this.get(id);
  }

  /** Its leads stay, without the funnel. */
  async remove(id: number): Promise<void> {
    if (!(await this.funnels.delete(id))) throw new NotFoundError();
  }

  /** The funnel's fields and its stages in one transaction; a taken url is refused by name. */
  private async write(dto: FunnelDto, save: (manager: EntityManager) => Promise<number>): Promise<number> {
    const stages = dto.stage_ids;
    if (new Set(stages).size !== stages.length) throw ValidationError.field('stage_ids', m.stages);
    return this.dataSource.transaction(async (manager) => {
      const found = await this.statuses.existingIds(manager, stages);
      if (found.length !== stages.length) throw ValidationError.field('stage_ids', m.stages);
      let id: number;
      try {
        id = await save(manager);
      } catch (error) {
        if ((error as { constraint?: string }).constraint === 'UQ_lead_funnel_url') throw ValidationError.field('url', m.url_taken({ url: dto.url }));
        throw error;
      }
      await this.funnels.replaceStages(manager, id, stages);
      return id;
    });
  }

  /**
   * The board: a column per stage with its leads (those of the funnel at that status), how many are
   * there now, how many reached it or a later stage, and the percent of those that went on to the
   * next stage. Leads of the funnel at a status that is no longer a stage are left out.
   */
  async board(id: number): Promise<FunnelBoard> {
    const funnel = await this.get(id);
    const counts = await this.funnels.statusCounts(id);
    const cards = await this.funnels.cards(id, CARDS_PER_COLUMN);
    const countOf = new Map(counts.map((c) => [c.status_id, c.count]));
    const reached = funnel.stages.map((_, i) => funnel.stages.slice(i).reduce((sum, s) => sum + (countOf.get(s.status_id) ?? 0), 0));
    return {
      id: funnel.id,
      title: funnel.title,
      columns: funnel.stages.map((stage, i) => ({
        status_id: stage.status_id,
        title: stage.title,
        count: countOf.get(stage.status_id) ?? 0,
        reached: reached[i],
        conversion: i + 1 < reached.length && reached[i] > 0 ? Math.round((reached[i + 1] / reached[i]) * 1000) / 10 : null,
        leads: cards
          .filter((c) => c.status_id === stage.status_id)
          .map(({ status_id: _, updated_at, ...card }) => ({ ...card, updated_at: updated_at.toISOString() })),
      })),
    };
  }

  /** GET /api/funnel/{url}: an enabled funnel's public page; a missing or disabled one is not found. */
  async page(url: string): Promise<PublicFunnel> {
    const row = await this.funnels.page(url);
    if (!row) throw new NotFoundError(funnelShopMessages.not_found);
    return row;
  }

  /** Whether the funnel at `url` takes answers (enabled, with a first stage): 404 otherwise, before its form is read. */
  async assertTakesAnswers(url: string): Promise<void> {
    if (!(await this.funnels.takesAnswers(url))) throw new NotFoundError(funnelShopMessages.not_found);
  }

  /** POST /api/funnel/{url}: the visitor becomes a lead at the first stage (its trigger fires) and a contact; a filled honeypot keeps nothing. */
  async answer(url: string, dto: FunnelAnswerDto, ip: string): Promise<void> {
    const values = await this.settings.all();
    await this.dataSource.transaction(async (manager) => {
      const funnel = await this.funnels.withFirstStage(manager, url);
      if (!funnel || funnel.first_stage === null) throw new NotFoundError(funnelShopMessages.not_found);
      if (dto.website) return;
      const language = dto.language ?? values.main_language;
      const leadId = await this.leads.insert(
        manager,
        null,
        {
          first_name: dto.first_name,
          last_name: dto.last_name,
          email: dto.email,
          phone: dto.phone,
          company: dto.company,
          language,
          lead_source: 'campaign',
          status_id: funnel.first_stage,
          notes: dto.message ?? '',
        },
        funnel.id,
      );
      const name = [dto.first_name, dto.last_name].filter(Boolean).join(' ');
      await this.contacts.record(manager, ip, {
        name,
        email: dto.email,
        subject: funnel.title,
        message: dto.message ?? '',
        source: 'funnel',
        language,
        leadId,
      });
    });
  }
}
