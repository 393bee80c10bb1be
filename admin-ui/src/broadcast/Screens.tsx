import { Box, Button, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import {
  Create,
  DateTimeInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { FormToolbar } from '../common/Toolbar';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { ShopEdit } from '../common/ShopEdit';
import { whole } from '../membership/Form';
import { API_URL } from '../providers/dataProvider';
import { httpClient, messagesOf } from '../providers/httpClient';

const label = (field: string) => `resources.broadcast.fields.${field}`;
const EDITABLE = ['draft', 'scheduled'];

const broadcastBody = (data: Record<string, unknown>) => ({
  title: data.title,
  message_id: data.message_id,
  receiver_ids: data.receiver_ids ?? [],
  scheduled_at: data.scheduled_at ? new Date(data.scheduled_at as string | Date).toISOString() : null,
  rate_per_minute: Number(data.rate_per_minute ?? 0),
});

/** The receivers to pick, by the number broadcasts name them with (their id in the back office is their name). */
const ReceiverPicker = () => {
  const { data = [] } = useGetList('broadcast/receiver', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <SelectArrayInput
      source="receiver_ids"
      label={label('receiver_ids')}
      choices={data.map((r) => ({ id: r.receiver_id, name: r.name }))}
      translateChoice={false}
      validate={required()}
    />
  );
};

const BroadcastForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm
    toolbar={<FormToolbar deletable={!isCreate} />}
    defaultValues={isCreate ? { rate_per_minute: 0, receiver_ids: [] } : undefined}
    sx={{ maxWidth: 880 }}
  >
    <TextInput source="title" label={label('title')} validate={[required(), maxLength(200)]} fullWidth />
    <ReferenceInput source="message_id" reference="broadcast/message" perPage={100}>
      <SelectInput label={label('message_id')} optionText="name" validate={required()} />
    </ReferenceInput>
    <ReceiverPicker />
    <DateTimeInput source="scheduled_at" label={label('scheduled_at')} helperText="app.broadcast.scheduled_help" />
    <NumberInput
      source="rate_per_minute"
      label={label('rate_per_minute')}
      min={0}
      step={1}
      validate={[whole, minValue(0)]}
      helperText="app.broadcast.rate_help"
    />
    {!isCreate && <SendButton />}
  </SimpleForm>
);

/** Calls one of the broadcast's actions (send, pause, resume, cancel) and shows the answer. */
function useAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (id: unknown, action: string) => {
    try {
      await httpClient(`${API_URL}/broadcast/${String(id)}/${action}`, { method: 'POST', body: '{}' });
      refresh();
    } catch (error) {
      notify(messagesOf(error).join(' ') || 'app.feedback.submit_fail', { type: 'error' });
    }
  };
}

/** Sends the saved broadcast (at its scheduled time when that is ahead). */
const SendButton = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const act = useAction();
  if (!record) return null;
  return (
    <Button variant="contained" color="secondary" onClick={() => void act(record.id, 'send')} sx={{ mt: 1 }}>
      {translate(record.scheduled_at ? 'app.broadcast.schedule' : 'app.broadcast.send')}
    </Button>
  );
};

const COUNT_ROWS = ['total', 'sent', 'queued', 'failed', 'skipped_unsubscribed', 'skipped_duplicate', 'unsubscribed', 'clicked', 'clicks'] as const;

/** A started broadcast: status, progress (asked again every 2 seconds while it moves), counts, and pause, resume, cancel. */
const Progress = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const act = useAction();
  const moving = (status?: string) => status === 'sending' || status === 'scheduled';
  const { data } = useGetOne('broadcast', { id: id! }, { refetchInterval: (query) => (moving(query.state.data?.status) ? 2000 : false) });
  if (!data) return null;
  return (
    <Card sx={{ maxWidth: 880 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {data.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(label('message_id'))}: {data.message_name}
        </Typography>
        <Typography role="status" sx={{ mt: 1 }} data-testid="broadcast-status">
          {translate(`app.broadcast.statuses.${data.status}`)} · {data.progress}%
        </Typography>
        <LinearProgress variant="determinate" value={data.progress} sx={{ my: 1 }} aria-label={translate('app.broadcast.progress')} />
        <Table size="small" sx={{ maxWidth: 480 }}>
          <TableBody>
            {COUNT_ROWS.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {translate(`app.broadcast.counts.${key}`)}
                </TableCell>
                <TableCell align="right" data-testid={`count-${key}`}>
                  {data.counts[key]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {data.status === 'sending' && <Button onClick={() => void act(data.id, 'pause')}>{translate('app.broadcast.pause')}</Button>}
          {data.status === 'paused' && <Button onClick={() => void act(data.id, 'resume')}>{translate('app.broadcast.resume')}</Button>}
          {['scheduled', 'sending', 'paused'].includes(data.status) && (
            <Button color="error" onClick={() => void act(data.id, 'cancel')}>
              {translate('app.broadcast.cancel')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The form while the broadcast may change, its progress once it has started (and for a scheduled one, both). */
const EditOrProgress = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box>
      {record.status !== 'draft' && <Progress />}
      {EDITABLE.includes(record.status) && <BroadcastForm />}
    </Box>
  );
};

export const BroadcastCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={broadcastBody}>
    <BroadcastForm isCreate />
  </Create>
);

export const BroadcastEdit = () => (
  <ShopEdit transform={broadcastBody}>
    <EditOrProgress />
  </ShopEdit>
);
