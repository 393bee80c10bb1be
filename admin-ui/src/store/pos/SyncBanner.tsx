import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, AlertTitle, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { QueuedSale } from './offline';
import { useSaleQueue } from './useQueue';

const when = (ms: number) => new Date(ms).toLocaleString();

/** A sale the server refused: what it said, each short line (sku, asked, available), Retry and Discard. */
const NeedsAttention = ({ sale, onRetry, onDiscard }: { sale: QueuedSale; onRetry: () => void; onDiscard: () => void }) => {
  const translate = useTranslate();
  const lines = sale.shortfall ?? [];
  const titleId = `pos-attention-${sale.client_id}`;
  return (
    <Alert severity="error" component="section" role="region" aria-labelledby={titleId} sx={{ mb: 1 }}>
      <AlertTitle id={titleId}>{translate('app.pos.sync.attention', { store: sale.store_name, time: when(sale.queued_at) })}</AlertTitle>
      {(sale.messages ?? []).map((message) => (
        <div key={message}>{message}</div>
      ))}
      {lines.length > 0 && (
        <Table size="small" aria-label={translate('app.pos.sync.short_lines')} sx={{ my: 1, maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.pos.fields.sku')}</TableCell>
              <TableCell align="right">{translate('app.pos.sync.asked')}</TableCell>
              <TableCell align="right">{translate('app.pos.sync.available')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.sku}>
                <TableCell>{line.sku}</TableCell>
                <TableCell align="right">{line.asked}</TableCell>
                <TableCell align="right">{line.available}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" onClick={onRetry}>
          {translate('app.pos.sync.retry')}
        </Button>
        <Button size="small" color="error" onClick={onDiscard}>
          {translate('app.pos.sync.discard')}
        </Button>
      </Stack>
    </Alert>
  );
};

/**
 * "Offline — N sales waiting to sync" (a live region, so that screen readers hear it change) and the
 * sales the server refused. Mounting it sends the queue; so does coming back online.
 */
export const SyncBanner = () => {
  const translate = useTranslate();
  const { online, sales, waiting, retry, discard } = useSaleQueue();
  const [discarding, setDiscarding] = useState<QueuedSale | null>(null);
  const attention = sales.filter((s) => s.state === 'attention');
  const text = !online
    ? waiting > 0
      ? translate('app.pos.sync.offline', { smart_count: waiting })
      : translate('app.pos.sync.offline_empty')
    : waiting > 0
      ? translate('app.pos.sync.sending', { smart_count: waiting })
      : '';
  return (
    <Box className="pos-no-print">
      <div role="status" aria-live="polite">
        {text && (
          <Alert severity={online ? 'info' : 'warning'} icon={online ? <SyncIcon /> : <CloudOffIcon />} sx={{ mb: 1 }}>
            {text}
          </Alert>
        )}
      </div>
      {attention.map((sale) => (
        <NeedsAttention key={sale.client_id} sale={sale} onRetry={() => void retry(sale)} onDiscard={() => setDiscarding(sale)} />
      ))}
      <Confirm
        isOpen={!!discarding}
        title="app.pos.sync.discard_title"
        content="app.pos.sync.discard_content"
        onConfirm={() => {
          if (discarding) void discard(discarding);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </Box>
  );
};
