import { Card, CardContent, InputAdornment, Typography } from '@mui/material';
import {
  DateInput,
  Loading,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
  Title,
  useCanAccess,
  useRequireAccess,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useShopSettings } from '../common/shopSettings';
import { ConfigForm } from '../configuration/ConfigForm';
import { twoDecimals, whole } from './Form';
import { textOf } from '../common/values';

const EXPIRY_TYPES = ['never', 'fixed_date', 'membership'] as const;
const EXPIRY_CHOICES = EXPIRY_TYPES.map((id) => ({ id, name: `app.points.expiry_types.${id}` }));

const percentSlots = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/** PUT /api/admin/config/points: the five settings; the date only for a fixed date, '' otherwise. */
const pointsBody = (data: Record<string, unknown>) => ({
  points_redeem_rate: Number(data.points_redeem_rate),
  points_max_percent: Number(data.points_max_percent),
  points_expiry_type: data.points_expiry_type,
  points_expiry_date: data.points_expiry_type === 'fixed_date' ? textOf(data.points_expiry_date) : '',
  points_base_rate: Number(data.points_base_rate),
});

/** When points expire, said for the choice made; the date input only for a fixed date. */
const ExpiryInputs = () => {
  const type = useWatch({ name: 'points_expiry_type' }) as string | undefined;
  const known = EXPIRY_TYPES.find((t) => t === type);
  return (
    <>
      <RadioButtonGroupInput
        source="points_expiry_type"
        label="app.points.fields.points_expiry_type"
        choices={EXPIRY_CHOICES}
        validate={required()}
        helperText={known ? `app.points.expiry_help.${known}` : false}
      />
      {type === 'fixed_date' && (
        <DateInput
          source="points_expiry_date"
          label="app.points.fields.points_expiry_date"
          validate={required()}
          helperText="app.points.points_expiry_date_help"
        />
      )}
    </>
  );
};

/**
 * /admin/membership/points: what points pay at checkout (points per unit of the base currency, 0 to
 * turn spending off), the largest share of an order they may pay, when points expire (never, on a date
 * that comes back every year, or with the member's tier) and the points per dollar of members without
 * a tier. Saved through PUT /api/admin/config/points: "Submit Success" or "Submit Fail" with the
 * server's messages.
 */
export const PointsSettings = () => {
  const translate = useTranslate();
  const settings = useShopSettings();
  const { isPending } = useRequireAccess({ resource: 'points', action: 'list' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'points', action: 'edit' });
  if (isPending) return <Loading />;
  const unit = settings?.currencyMark ? `${settings.currencyMark}1` : translate('app.points.one_unit');
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="app.points.title" />
      <CardContent sx={{ pb: 0 }}>
        <Typography color="text.secondary">{translate('app.points.intro')}</Typography>
      </CardContent>
      <ConfigForm section="points" canEdit={canEdit} transform={pointsBody}>
        <NumberInput
          source="points_redeem_rate"
          label="app.points.fields.points_redeem_rate"
          min={0}
          max={1000000}
          step={1}
          validate={[required(), whole, minValue(0), maxValue(1000000)]}
          helperText={translate('app.points.points_redeem_rate_help', { unit })}
        />
        <NumberInput
          source="points_max_percent"
          label="app.points.fields.points_max_percent"
          min={1}
          max={100}
          step={1}
          validate={[required(), whole, minValue(1), maxValue(100)]}
          slotProps={percentSlots}
          helperText="app.points.points_max_percent_help"
        />
        <ExpiryInputs />
        <NumberInput
          source="points_base_rate"
          label="app.points.fields.points_base_rate"
          min={0}
          max={1000}
          step={0.01}
          validate={[required(), twoDecimals, minValue(0), maxValue(1000)]}
          helperText="app.points.points_base_rate_help"
        />
      </ConfigForm>
    </Card>
  );
};
