import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, DateInput, NumberInput, SearchInput, SelectInput, type RaRecord } from 'react-admin';
import { ShowLinkButton } from '../common/fields';
import { dateTime } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { useMoney } from '../common/useMoney';
import { STATUS_CHOICES, StatusChip } from './status';

/** status, q (order number or email), customer_id, created_from and created_to (YYYY-MM-DD), as GET /api/admin/order takes them. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="created_from" source="created_from" alwaysOn />,
  <DateInput key="created_to" source="created_to" alwaysOn />,
  <NumberInput key="customer_id" source="customer_id" min={1} step={1} alwaysOn />,
];

/** Order number, email, status, items, total, placed at; newest first; a row opens /admin/order/{id}; Create (with order.create) opens /admin/order/create. */
export const OrderList = () => {
  const money = useMoney();
  const total = (record: RaRecord) => money(record.grand_total, record.currency);
  return (
    <ResourceList
      filters={filters}
      rowLink="show"
      sort={{ field: 'created_at', order: 'DESC' }}
      primaryText={(r) => r.identifier}
      secondaryText={(r) => `${r.email} · ${total(r)}`}
    >
      <DataTable.Col source="identifier" />
      <DataTable.Col source="email" />
      <DataTable.Col source="status" render={(r) => <StatusChip status={r.status} />} />
      <DataTable.Col source="item_count" disableSort align="right" />
      <DataTable.Col source="grand_total" render={total} align="right" />
      <DataTable.Col source="created_at" render={dateTime('created_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <ShowLinkButton label="app.order.open" icon={<VisibilityIcon />} />
      </DataTable.Col>
    </ResourceList>
  );
};
