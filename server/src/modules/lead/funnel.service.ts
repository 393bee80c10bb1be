import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import { SettingsService } from '../settings';
import { ContactService } from './contact.service';
import type { FunnelAnswerDto, FunnelDto } from './funnel.dto';
import type { BoardColumn, FunnelAnswer, FunnelBoard, PublicFunnel } from './funnel.responses';
import { funnelMessages as m, funnelShopMessages } from './lead.messages';
import { LeadService } from './lead.service';

export const FUNNEL_SORTS: Record<string, string> = { id: 'f.id', title: 'f.title', updated_at: 'f.updated_at' };

/** The cards a board column shows (the most recently changed). */
const CARDS_PER_COLUMN = 100;

const COLUMNS = `f.id, f.title, f.url, f.description, f.enabled, f.created_at, f.updated_at,
  COALESCE((SELECT json_agg(json_build_object('status_id', st.status_id, 'title', s.title) ORDER BY st.position)
              FROM lead_funnel_stage st JOIN lead_status s ON s.id = st.status_id WHERE st.funnel_id = f.id), '[]') AS stages,
  (SELECT count(*)::int FROM lead l WHERE l.funnel_id = f.id) AS leads`;

type FunnelRow = Omit<FunnelAnswer, 'stage_ids' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const present = (row: FunnelRow): FunnelAnswer => ({
  ...row,
  stage_ids: row.stages.map((s) => s.status_id),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

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
    private readonly leads: LeadService,
    private readonly contacts: ContactService,
    private readonly settings: SettingsService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: FunnelAnswer[]; total: number }> {
    const rows: (FunnelRow & { total: number })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, count(*) OVER()::int AS total FROM lead_funnel f WHERE ($1::int[] IS NULL OR f.id = ANY($1))
        ORDER BY ${FUNNEL_SORTS[query.sortField] ?? 'f.id'} ${query.sortOrder}, f.id DESC OFFSET $2 LIMIT $3`,
      [query.ids ?? null, query.offset, query.limit],
    );
    return { rows: rows.map(({ total: _, ...row }) => present(row)), total: rows[0]?.total ?? 0 };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<FunnelAnswer> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM lead_funnel f WHERE f.id = $1`, [id]);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async create(dto: FunnelDto): Promise<FunnelAnswer> {
    const id = await this.write(dto, async (manager) => {
      const [{ id }] = await manager.query(`INSERT INTO lead_funnel (title, url, description, enabled) VALUES ($1, $2, $3, $4) RETURNING id`, [
        dto.title,
        dto.url,
        dto.description ?? '',
        dto.enabled ?? true,
      ]);
      return id as number;
    });
    return this.get(id);
  }

  async update(id: number, dto: FunnelDto): Promise<FunnelAnswer> {
    await this.write(dto, async (manager) => {
      const [, count] = await manager.query(`UPDATE lead_funnel SET title = $2, url = $3, description = $4, enabled = $5, updated_at = now() WHERE id = $1`, [
        id,
        dto.title,
        dto.url,
        dto.description ?? '',
        dto.enabled ?? true,
      ]);
      if (!count) throw new NotFoundError();
      return id;
    });
    return this.get(id);
  }

  /** Its leads stay, without the funnel. */
  async remove(id: number): Promise<void> {
    const [, count] = await this.dataSource.query(`DELETE FROM lead_funnel WHERE id = $1`, [id]);
    if (!count) throw new NotFoundError();
  }

  /** The funnel's fields and its stages in one transaction; a taken url is refused by name. */
  private async write(dto: FunnelDto, save: (manager: EntityManager) => Promise<number>): Promise<number> {
    const stages = dto.stage_ids;
    if (new Set(stages).size !== stages.length) throw ValidationError.field('stage_ids', m.stages);
    return this.dataSource.transaction(async (manager) => {
      const found: { id: number }[] = await manager.query(`SELECT id FROM lead_status WHERE id = ANY($1::int[])`, [stages]);
      if (found.length !== stages.length) throw ValidationError.field('stage_ids', m.stages);
      let id: number;
      try {
        id = await save(manager);
      } catch (error) {
        if ((error as { constraint?: string }).constraint === 'UQ_lead_funnel_url') throw ValidationError.field('url', m.url_taken({ url: dto.url }));
        throw error;
      }
      await manager.query(`DELETE FROM lead_funnel_stage WHERE funnel_id = $1`, [id]);
      await manager.query(`INSERT INTO lead_funnel_stage (funnel_id, position, status_id) SELECT $1, p, s FROM unnest($2::int[]) WITH ORDINALITY AS x(s, p)`, [
        id,
        stages,
      ]);
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
    const counts: { status_id: number; count: number }[] = await this.dataSource.query(
      `SELECT status_id, count(*)::int AS count FROM lead WHERE funnel_id = $1 GROUP BY status_id`,
      [id],
    );
    const cards: (BoardColumn['leads'][number] & { status_id: number; updated_at: Date })[] = await this.dataSource.query(
      `SELECT c.status_id, c.id, c.first_name, c.last_name, c.email, c.company, c.admin_name, c.updated_at FROM (
         SELECT l.status_id, l.id, l.first_name, l.last_name, l.email, l.company, a.name AS admin_name, l.updated_at,
                row_number() OVER (PARTITION BY l.status_id ORDER BY l.updated_at DESC, l.id DESC) AS n
           FROM lead l LEFT JOIN admin a ON a.id = l.admin_id WHERE l.funnel_id = $1) c
        WHERE c.n <= $2 ORDER BY c.updated_at DESC, c.id DESC`,
      [id, CARDS_PER_COLUMN],
    );
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
    const [row] = await this.dataSource.query(`SELECT title, description FROM lead_funnel WHERE url = $1 AND enabled`, [url]);
    if (!row) throw new NotFoundError(funnelShopMessages.not_found);
    return row;
  }

  /** Whether the funnel at `url` takes answers (enabled, with a first stage): 404 otherwise, before its form is read. */
  async assertTakesAnswers(url: string): Promise<void> {
    const [funnel] = await this.dataSource.query(
      `SELECT 1 FROM lead_funnel f WHERE f.url = $1 AND f.enabled AND EXISTS (SELECT 1 FROM lead_funnel_stage st WHERE st.funnel_id = f.id)`,
      [url],
    );
    if (!funnel) throw new NotFoundError(funnelShopMessages.not_found);
  }

  /** POST /api/funnel/{url}: the visitor becomes a lead at the first stage (its trigger fires) and a contact; a filled honeypot keeps nothing. */
  async answer(url: string, dto: FunnelAnswerDto, ip: string): Promise<void> {
    const values = await this.settings.all();
    await this.dataSource.transaction(async (manager) => {
      const [funnel] = await manager.query(
        `SELECT f.id, f.title, (SELECT st.status_id FROM lead_funnel_stage st WHERE st.funnel_id = f.id ORDER BY st.position LIMIT 1) AS first_stage
           FROM lead_funnel f WHERE f.url = $1 AND f.enabled`,
        [url],
      );
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
