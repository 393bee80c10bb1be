import { BooleanInput, NumberInput } from 'react-admin';
import { ConfigForm, flag } from './ConfigForm';

const FLAGS = ['catalog_mode', 'member_only', 'guest_checkout', 'warehouse_enabled'] as const;
const shopBody = (data: Record<string, unknown>) => ({
  ...Object.fromEntries(FLAGS.map((key) => [key, data[key]])),
  warehouse_id: data.warehouse_id === '' || data.warehouse_id === undefined ? null : data.warehouse_id,
});

/** Catalogue mode, member-only, guest checkout and the warehouse the shop sells from. */
export const ShopTab = ({ canEdit }: { canEdit: boolean }) => (
  <ConfigForm section="shop" canEdit={canEdit} transform={shopBody}>
    {FLAGS.map((key) => (
      <BooleanInput key={key} source={key} label={`app.configuration.shop.${key}`} helperText={`app.configuration.shop.${key}_help`} format={flag.format} parse={flag.parse} />
    ))}
    <NumberInput source="warehouse_id" label="app.configuration.shop.warehouse_id" min={1} step={1} helperText="app.configuration.shop.warehouse_id_help" />
  </ConfigForm>
);
