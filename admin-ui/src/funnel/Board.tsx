import { Box, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Loading, Title, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { feedbackStore } from '../common/feedback';
import { NOT_FOUND_REDIRECT_MS } from '../common/mutationFeedback';
import { editPath, HOME_PATH, listPath } from '../common/paths';
import type { ShopDataProvider } from '../providers/dataProvider';
import { messagesOf } from '../providers/httpClient';
import { BOARD_PERMISSION, cardName, type BoardCard, type BoardColumn, type FunnelBoard } from './fields';

/** Moving a card: POST /api/admin/lead/{id}/status (permission lead.edit), which fires the status's trigger. */
const MOVE_PERMISSION = 'lead.edit';
const DRAG_TYPE = 'application/x-shop-lead';

interface CardProps {
  card: BoardCard;
  column: BoardColumn;
  columns: BoardColumn[];
  canMove: boolean;
  busy: boolean;
  onMove: (card: BoardCard, to: BoardColumn) => void;
}

/** A lead on the board: its name (a link to the lead), company and assigned staff; "Move to" for the keyboard, dragged with the mouse. */
const LeadCard = ({ card, column, columns, canMove, busy, onMove }: CardProps) => {
  const translate = useTranslate();
  const [target, setTarget] = useState('');
  const name = cardName(card);
  const others = columns.filter((c) => c.status_id !== column.status_id);
  const submit = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const to = others.find((c) => String(c.status_id) === target);
    if (to) onMove(card, to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') submit(event);
  };
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(card.id));
    event.dataTransfer.setData('text/plain', name);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Card
      component="article"
      id={`board-card-${card.id}`}
      aria-label={name}
      tabIndex={-1}
      variant="outlined"
      draggable={canMove && !busy}
      onDragStart={onDragStart}
      data-testid="board-card"
      sx={{ cursor: canMove ? 'grab' : undefined, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Link component={RouterLink} to={editPath('lead', card.id)} variant="subtitle2" draggable={false}>
          {name}
        </Link>
        {card.company && (
          <Typography variant="body2" color="text.secondary">
            {card.company}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {card.admin_name ? translate('app.funnel.board.assigned', { name: card.admin_name }) : translate('app.funnel.board.unassigned')}
        </Typography>
        {canMove && others.length > 0 && (
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
            <TextField
              select
              size="small"
              label={translate('app.lead.move_to')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              disabled={busy}
              sx={{ flex: 1, minWidth: 0 }}
            >
              <option value="">{translate('app.funnel.board.choose_stage')}</option>
              {others.map((c) => (
                <option key={c.status_id} value={String(c.status_id)}>
                  {c.title}
                </option>
              ))}
            </TextField>
            <Button type="submit" label="app.lead.move" variant="outlined" size="small" disabled={!target || busy} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

interface ColumnProps extends Omit<CardProps, 'card' | 'column'> {
  column: BoardColumn;
  index: number;
  onDropCard: (leadId: number, to: BoardColumn) => void;
}

/** A stage: its title, the leads at it now, those that reached it, the conversion to the next stage, and its cards. */
const StageColumn = ({ column, index, columns, canMove, busy, onMove, onDropCard }: ColumnProps) => {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const headingId = `board-stage-${column.status_id}`;
  const onDragOver = (event: DragEvent) => {
    if (!canMove || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!id) return;
    event.preventDefault();
    onDropCard(id, column);
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="board-column"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        flex: '0 0 280px',
        bgcolor: over ? 'action.selected' : 'action.hover',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minHeight: 240,
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {index + 1}. {column.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, '& dd': { m: 0, fontWeight: 600 } }}>
        <Typography component="dt" variant="body2">
          {translate('app.funnel.board.count')}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="column-count">
          {column.count}
        </Typography>
        <Typography component="dt" variant="body2">
          {translate('app.funnel.board.reached')}
        </Typography>
        <Typography component="dd" variant="body2" data-testid="column-reached">
          {column.reached}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="column-conversion">
        {column.conversion === null
          ? index + 1 < columns.length
            ? translate('app.funnel.board.no_conversion')
            : translate('app.funnel.board.last_stage')
          : translate('app.funnel.board.conversion', { percent: column.conversion })}
      </Typography>
      {column.leads.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('app.funnel.board.empty')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {column.leads.map((card) => (
            <LeadCard key={card.id} card={card} column={column} columns={columns} canMove={canMove} busy={busy} onMove={onMove} />
          ))}
        </Stack>
      )}
      {column.count > column.leads.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.funnel.board.more', { count: column.count - column.leads.length })}
        </Typography>
      )}
    </Box>
  );
};

/**
 * /admin/lead/funnel/management/{id}: the funnel's board, a column per stage with its leads. A card
 * moves to another stage by dragging it there or with its "Move to" control (keyboard): POST
 * /api/admin/lead/{id}/status, then the board read again; the result is announced in a live region,
 * a refusal shows "Submit Fail" with the server's messages. An unknown funnel: "ID not exists", then
 * the list after 1 second.
 */
export const FunnelBoardPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { permissions, isPending } = usePermissions<string[]>();
  const [board, setBoard] = useState<FunnelBoard>();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<number | null>(null);
  const allowed = !!permissions?.includes(BOARD_PERMISSION);
  const canMove = !!permissions?.includes(MOVE_PERMISSION);

  const load = useCallback(async () => {
    try {
      setBoard(await dataProvider.fetch<FunnelBoard>(`funnel/${encodeURIComponent(id)}/board`));
    } catch (error) {
      const status = (error as { status?: number })?.status;
      if (status === 401) return;
      notify(status === 404 ? 'app.error.id_not_exists' : messagesOf(error).join('\n') || 'ra.notification.http_error', { type: 'error' });
      if (status === 404) window.setTimeout(() => navigate(listPath('lead/funnel')), NOT_FOUND_REDIRECT_MS);
    }
  }, [dataProvider, id, navigate, notify]);

  useEffect(() => {
    if (allowed) void load();
  }, [allowed, load]);

  // After a move the card sits in another column: focus follows it.
  useEffect(() => {
    if (focusAfter.current === null) return;
    document.getElementById(`board-card-${focusAfter.current}`)?.focus();
    focusAfter.current = null;
  }, [board]);

  const move = useCallback(
    async (card: BoardCard, to: BoardColumn) => {
      setBusy(true);
      const name = cardName(card);
      try {
        await dataProvider.send(`lead/${encodeURIComponent(String(card.id))}/status`, { status_id: to.status_id });
        setAnnouncement(translate('app.funnel.board.moved', { name, stage: to.title }));
        focusAfter.current = card.id;
      } catch (error) {
        setAnnouncement(translate('app.funnel.board.move_failed', { name }));
        feedbackStore.show({ title: 'app.feedback.submit_fail', messages: messagesOf(error), severity: 'error' });
      } finally {
        await load();
        setBusy(false);
      }
    },
    [dataProvider, load, translate],
  );

  const dropCard = useCallback(
    (leadId: number, to: BoardColumn) => {
      const from = board?.columns.find((c) => c.leads.some((l) => l.id === leadId));
      const card = from?.leads.find((l) => l.id === leadId);
      if (!card || from?.status_id === to.status_id) return;
      void move(card, to);
    },
    [board, move],
  );

  if (isPending) return <Loading />;
  if (!allowed) return <Navigate to={HOME_PATH} replace />;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={board ? translate('app.funnel.board.title', { title: board.title }) : 'app.funnel.board.loading'} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {translate(canMove ? 'app.funnel.board.intro' : 'app.funnel.board.intro_read_only')}
        </Typography>
        <Button component={RouterLink} to={listPath('lead/funnel')} label="app.funnel.board.back" />
      </Box>
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="board-announcement" sx={{ minHeight: 24, mb: 1, fontWeight: 600 }}>
        {announcement}
      </Box>
      {!board ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }} aria-busy={busy}>
          {board.columns.map((column, index) => (
            <StageColumn
              key={column.status_id}
              column={column}
              index={index}
              columns={board.columns}
              canMove={canMove}
              busy={busy}
              onMove={move}
              onDropCard={dropCard}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
