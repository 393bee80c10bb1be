/**
 * Inventory moves (spec section 4): plus adds, minus removes, transfer moves to another warehouse,
 * update sets the quantity. The client checks what the server checks, with the same messages.
 */
export const MOVES = ['plus', 'minus', 'transfer', 'update'] as const;
export type Move = (typeof MOVES)[number];

/** i18n keys whose English texts are the server's messages word for word. */
export const MOVE_ERRORS = {
  positive: 'app.inventory.errors.positive',
  over_total: 'app.inventory.errors.over_total',
  no_destination: 'app.inventory.errors.no_destination',
} as const;

export interface MoveCheck {
  quantity?: string;
  to?: string;
}

/** The problems of a move before it is sent: quantity a positive integer, at most what is there, a destination. */
export function checkMove(move: Move, quantity: string, available: number, to: number | '' | null | undefined): MoveCheck {
  const problems: MoveCheck = {};
  const text = quantity.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) problems.quantity = MOVE_ERRORS.positive;
  else if ((move === 'minus' || move === 'transfer') && Number(text) > available) problems.quantity = MOVE_ERRORS.over_total;
  if (move === 'transfer' && (to === '' || to === null || to === undefined)) problems.to = MOVE_ERRORS.no_destination;
  return problems;
}
