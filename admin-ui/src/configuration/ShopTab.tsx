import { BooleanInput, NumberInput } from 'react-admin';
import { ConfigForm, flag } from './ConfigForm';

const FLAGS = ['catalog_mode', 'member_only', 'guest_checkout', 'warehouse_enabled'] as const;
const shopBody = (data: Record<string, unknown>) => ({
  ...Object.fromEntries(FLAGS.map((key) => [key, data[key]])),
  warehouse_id: data.warehouse_id === '' || data.warehouse_id === undefined ? null : data.warehouse_id,
  order_hold_minutes: data.order_hold_minutes,
});

/** Catalogue mode, member-only, guest checkout, the warehouse the shop sells from and how long unpaid orders hold stock. */
export const ShopTab = ({ canEdit }: { canEdit: boolean }) => (
  <ConfigForm section="shop" canEdit={canEdit} transform={shopBody}>
    {FLAGS.map((key) => (
      <BooleanInput
        key={key}
        source={key}
        label={`app.configuration.shop.${key}`}
        helperText={`app.configuration.shop.${key}_help`}
        format={flag.format}
        parse={flag.parse}
      />
    ))}
    <NumberInput source="warehouse_id" label="app.configuration.shop.warehouse_id" min={1} step={1} helperText="app.configuration.shop.warehouse_id_help" />
    <NumberInput
      source="order_hold_minutes"
      label="app.configuration.shop.order_hold_minutes"
      min={5}
      max={10080}
      step={1}
      helperText="app.configuration.shop.order_hold_minutes_help"
    />
  </ConfigForm>
);
