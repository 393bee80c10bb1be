import type { Schema } from '@shop/kernel';

/** GET /api/admin/funnel/{id}: a funnel with its stages (lead statuses in order) and the leads it brought. */
export type Funnel = Schema<'FunnelAnswer'>;
export type FunnelBoard = Schema<'FunnelBoard'>;
export type BoardColumn = Schema<'BoardColumn'>;
export type BoardCard = Schema<'BoardCard'>;
type Body = Schema<'FunnelDto'>;

/** The server's limits: 1 to 20 stages; a url of letters, digits and hyphens. */
export const MAX_STAGES = 20;
export const TITLE_MAX = 200;
export const URL_MAX = 200;
export const URL_PATTERN = /^[A-Za-z0-9-]+$/;

/** The board of a funnel: /admin/lead/funnel/management/{id} (permission lead.funnel.management). */
export const BOARD_PERMISSION = 'lead.funnel.management';
export const boardPath = (id: unknown) => `/admin/lead/funnel/management/${encodeURIComponent(String(id))}`;

/** A new funnel: enabled, no stages yet. */
export const NEW_FUNNEL = { title: '', url: '', description: '', enabled: true, stage_ids: [] as number[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** POST and PUT /api/admin/funnel. */
export function funnelBody(data: Record<string, unknown>): Body {
  return {
    title: text(data.title),
    url: text(data.url),
    description: typeof data.description === 'string' ? data.description : '',
    enabled: data.enabled !== false,
    stage_ids: Array.isArray(data.stage_ids) ? data.stage_ids.map(Number) : [],
  };
}

/** A card's name as staff read it: first and last name, else the email. */
export const cardName = (card: Pick<BoardCard, 'first_name' | 'last_name' | 'email'>) =>
  [card.first_name, card.last_name].filter(Boolean).join(' ').trim() || card.email;
