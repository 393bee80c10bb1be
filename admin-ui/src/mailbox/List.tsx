import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, TextInput } from 'react-admin';
import { EnumField } from '../common/EnumField';
import { dateTime } from '../common/format';
import { ShowLinkButton } from '../common/fields';
import { ResourceList } from '../common/ListLayout';

const filters = [<TextInput key="to" source="to" type="email" alwaysOn />];

/** The dev mailbox: every mail the shop sent or queued, newest first. */
export const MailboxList = () => (
  <ResourceList filters={filters} rowLink="show" creatable={false} primaryText={(r) => r.subject} secondaryText={(r) => r.to}>
    <DataTable.Col source="id" />
    <DataTable.Col source="to" disableSort />
    <DataTable.Col source="subject" disableSort />
    <DataTable.Col source="status" disableSort>
      <EnumField source="status" prefix="app.mailbox.statuses" />
    </DataTable.Col>
    <DataTable.Col source="transport" disableSort>
      <EnumField source="transport" prefix="app.mailbox.transports" />
    </DataTable.Col>
    <DataTable.Col source="created_at" render={dateTime('created_at')} />
    <DataTable.Col source="sent_at" render={dateTime('sent_at')} disableSort />
    <DataTable.Col label="app.list.actions" disableSort>
      <ShowLinkButton label="app.mailbox.read" icon={<VisibilityIcon />} />
    </DataTable.Col>
  </ResourceList>
);
