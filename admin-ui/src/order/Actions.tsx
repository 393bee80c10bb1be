import { Box, Button, Dialog, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useCanAccess, useDataProvider, useShowContext, useTranslate } from 'react-admin';
import { SubmitDialogActions } from '../common/SubmitDialogActions';
import { feedbackStore } from '../common/feedback';
import { VISUALLY_HIDDEN } from '../common/layout';
import type { ShopDataProvider } from '../providers/dataProvider';
import { serverMessagesOf } from '@shop/kernel';
import { messagesOf } from '../providers/httpClient';
import { MAILED_STATUSES, StatusChip, statusKey, type Order, type OrderStatus } from './status';

/** The longest comment the server keeps. */
const MAX_COMMENT = 2000;

/**
 * A call that changes the order (status or comment): "Submit Success" and the page read again, or
 * "Submit Fail" with the server's messages (e.g. "An order cannot go from X to Y").
 */
function useOrderCall() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { refetch } = useShowContext<Order>();
  // A refused move names the statuses by their codes: shown here with their translated names.
  const failure = (error: unknown): string[] => {
    // From the answer body: react-admin's HttpError resets the prototype, so `instanceof ApiError` does not hold.
    const refused = serverMessagesOf((error as { body?: unknown })?.body).find((m) => m.code === 'order.transition' && m.params);
    if (!refused?.params) return messagesOf(error);
    const name = (status: unknown) => translate(statusKey(String(status)), { _: String(status) });
    return [translate('app.order.move.refused', { from: name(refused.params.from), to: name(refused.params.to) })];
  };
  return async (path: string, body: object): Promise<boolean> => {
    try {
      await dataProvider.send<Order>(path, body);
      await refetch();
      feedbackStore.show({ title: 'app.feedback.submit_success', messages: [], severity: 'success' });
      return true;
    } catch (error) {
      await refetch();
      feedbackStore.show({ title: 'app.feedback.submit_fail', messages: failure(error), severity: 'error' });
      return false;
    }
  };
}

/** Asks for an optional comment, then moves the order to `to`. */
const StatusDialog = ({ order, to, onClose }: { order: Order; to: OrderStatus; onClose: () => void }) => {
  const translate = useTranslate();
  const call = useOrderCall();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const status = translate(statusKey(to));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const body = comment.trim() ? { status: to, comment: comment.trim() } : { status: to };
    await call(`order/${order.id}/status`, body);
    setSending(false);
    onClose();
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.order.move.title', { status })}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <StatusChip status={order.status} />
            <Typography component="span" aria-hidden>
              →
            </Typography>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {` ${translate('app.order.history.to')} `}
            </Box>
            <StatusChip status={to} />
          </Box>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={translate('app.order.move.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
          />
          {MAILED_STATUSES.has(to) && <DialogContentText sx={{ mt: 1.5, fontSize: 14 }}>{translate('app.order.move.mailed')}</DialogContentText>}
        </DialogContent>
        <SubmitDialogActions onCancel={onClose} sending={sending} submitLabel="app.order.move.submit" sendingLabel="app.order.sending" />
      </form>
    </Dialog>
  );
};

/**
 * A button per status the order may go to (next_statuses, as the server decides them), each asking
 * for an optional comment. Shown only with order.edit.
 */
export const StatusActions = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'order', action: 'edit' });
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const labelId = useId();
  if (!canEdit) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('app.order.move.label')}
      </Typography>
      {order.next_statuses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.order.move.final')}
        </Typography>
      ) : (
        <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {order.next_statuses.map((status) => (
            <Button
              key={status}
              variant="outlined"
              color={status === 'canceled' || status === 'payment_reject' || status === 'refunded' ? 'error' : 'primary'}
              onClick={() => setTarget(status)}
            >
              {translate(statusKey(status))}
            </Button>
          ))}
        </Box>
      )}
      {target && <StatusDialog order={order} to={target} onClose={() => setTarget(null)} />}
    </Box>
  );
};

/** Adds a comment to the history (POST /api/admin/order/{id}/comment). */
export const OrderComment = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const call = useOrderCall();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [empty, setEmpty] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setEmpty(true);
      return;
    }
    setSending(true);
    if (await call(`order/${order.id}/comment`, { comment: comment.trim() })) setComment('');
    setSending(false);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 3 }}>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={translate('app.order.comment.label')}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          setEmpty(false);
        }}
        error={empty}
        helperText={empty ? translate('ra.validation.required') : translate('app.order.comment.help')}
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate(sending ? 'app.order.sending' : 'app.order.comment.submit')}
        </Button>
      </Box>
    </Box>
  );
};
