import RedeemIcon from '@mui/icons-material/Redeem';
import { BooleanField, Button, DataTable, DeleteButton, LinkBase, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { listPath } from '../common/paths';
import { useMoney } from '../common/useMoney';
import { useTierName } from './name';

/** To /admin/membership/points, the reward points settings (the tier list's permission opens them too). */
const PointsSettingsButton = () => (
  <Button component={LinkBase} to={listPath('membership/points')} label="app.points.open_settings">
    <RedeemIcon />
  </Button>
);

/**
 * id, name (in the interface language), spend to reach, period, discount, points rate, validity
 * ("Never" when it never lapses), members, enabled, order, actions; in tier order. Beside Create, the
 * reward points settings.
 */
export const MembershipList = () => {
  const translate = useTranslate();
  const money = useMoney();
  const name = useTierName();
  const days = (value: unknown) => translate('app.membership.days_count', { smart_count: Number(value) });
  const validity = (record: RaRecord) =>
    record.validity_days === null || record.validity_days === undefined ? translate('app.membership.never_lapses') : days(record.validity_days);
  const discount = (record: RaRecord) => `${record.discount_percent ?? 0}%`;
  return (
    <ResourceList
      actions={<PointsSettingsButton />}
      sort={{ field: 'order', order: 'ASC' }}
      primaryText={name}
      secondaryText={(r) => `${money(r.min_spend)} · ${discount(r)}`}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="name" disableSort render={name} />
      <DataTable.Col source="min_spend" render={(r) => money(r.min_spend)} align="right" />
      <DataTable.Col source="period_days" disableSort render={(r) => days(r.period_days)} align="right" />
      <DataTable.Col source="discount_percent" disableSort render={discount} align="right" />
      <DataTable.Col source="points_rate" disableSort align="right" />
      <DataTable.Col source="validity_days" disableSort render={validity} align="right" />
      <DataTable.Col source="members" disableSort align="right" />
      <DataTable.Col source="enabled" disableSort field={BooleanField} />
      <DataTable.Col source="order" align="right" />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
