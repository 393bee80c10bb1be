import { Box, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { EnumField } from '../common/EnumField';
import { dateTime } from '../common/format';
import { useNotFoundRedirect } from '../common/mutationFeedback';

const MailText = () => {
  const record = useRecordContext();
  return (
    <Labeled label="resources.mailbox.fields.text" fullWidth>
      <Box
        component="pre"
        tabIndex={0}
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', bgcolor: 'grey.100', p: 2, borderRadius: 1, m: 0 }}
      >
        <Typography component="span" sx={{ fontFamily: 'inherit', fontSize: 14 }}>
          {record?.text ?? ''}
        </Typography>
      </Box>
    </Labeled>
  );
};

/**
 * The HTML body as the recipient sees it (buttons, links, language), in a frame that runs nothing:
 * sandbox without permissions (no scripts, no forms, no reach into the back office).
 */
const MailHtml = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.html) return null;
  return (
    <Labeled label="resources.mailbox.fields.html" fullWidth>
      <Box
        component="iframe"
        title={translate('resources.mailbox.fields.html')}
        sandbox=""
        srcDoc={record.html}
        sx={{ width: '100%', maxWidth: 720, height: 480, border: 1, borderColor: 'grey.300', borderRadius: 1, bgcolor: 'common.white' }}
      />
    </Labeled>
  );
};

/** One mail: who it went to, its state, how it looks and its text. */
export const MailboxShow = () => {
  const notFound = useNotFoundRedirect('mailbox', 'list');
  return (
    <Show queryOptions={{ onError: notFound }} actions={false}>
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="to" />
        <EnumField source="status" prefix="app.mailbox.statuses" />
        <EnumField source="transport" prefix="app.mailbox.transports" />
        <FunctionField source="created_at" render={dateTime('created_at')} />
        <FunctionField source="sent_at" render={dateTime('sent_at')} emptyText="-" />
        <TextField source="error" emptyText="-" />
        <MailHtml />
        <MailText />
      </SimpleShowLayout>
    </Show>
  );
};
