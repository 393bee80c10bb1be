import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { timestamp } from '../common/format';
import { VISUALLY_HIDDEN } from '../common/layout';
import { StatusChip, type Order } from './status';

type HistoryEntry = Order['history'][number];

/** What an entry did: placed the order, moved it from one status to another, or only commented. */
const Change = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  if (entry.from_status && entry.to_status) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
        <StatusChip status={entry.from_status} />
        <ArrowForwardIcon fontSize="small" aria-hidden />
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {` ${translate('app.order.history.to')} `}
        </Box>
        <StatusChip status={entry.to_status} />
      </Box>
    );
  }
  if (entry.to_status) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
        <Typography variant="body2">{translate('app.order.history.placed')}</Typography>
        <StatusChip status={entry.to_status} />
      </Box>
    );
  }
  return <Typography variant="body2">{translate('app.order.history.comment')}</Typography>;
};

/** The order's history, oldest first: when, who, the move, the comment. */
export const HistoryTimeline = ({ history }: { history: HistoryEntry[] }) => {
  const translate = useTranslate();
  if (history.length === 0) return <Typography color="text.secondary">{translate('app.order.history.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={translate('app.order.sections.history')} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="order-history">
      {history.map((entry, index) => (
        <Box
          component="li"
          key={index}
          data-to-status={entry.to_status ?? ''}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === history.length - 1 ? 0 : 2,
            '&::before': { content: '""', position: 'absolute', left: 6, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' },
            '&::after':
              index === history.length - 1 ? undefined : { content: '""', position: 'absolute', left: 10, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {translate('app.order.history.by', { date: timestamp(entry.created_at), actor: entry.actor })}
          </Typography>
          <Change entry={entry} />
          {entry.comment && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="history-comment">
              {entry.comment}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};
