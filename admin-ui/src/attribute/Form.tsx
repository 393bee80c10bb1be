import { ArrayInput, NumberInput, required, SelectInput, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';

export const POSITIONS = [
  { id: 'stock_option', name: 'app.attribute.positions.stock_option' },
  { id: 'product_info', name: 'app.attribute.positions.product_info' },
];

/**
 * position (stock_option attributes build the product stock matrix), order, the name and the values in
 * the chosen language; values are kept in the order shown (move them with the arrows).
 */
export const AttributeForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm
    toolbar={<FormToolbar deletable={!isCreate} />}
    defaultValues={isCreate ? { position: 'stock_option', order: 0, options: [] } : undefined}
    sx={{ maxWidth: 880 }}
  >
    <TextInput source="name" validate={required()} fullWidth />
    <SelectInput source="position" choices={POSITIONS} validate={required()} helperText="app.attribute.position_help" />
    <NumberInput source="order" step={1} helperText="app.attribute.order_help" />
    <ArrayInput source="options" label="resources.attribute.fields.options" helperText="app.attribute.options_help">
      {/* The remove and reorder buttons stay visible, so that keyboard users can reach them. */}
      <SimpleFormIterator inline sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}>
        <TextInput source="value" label="resources.attribute.fields.value" validate={required()} />
      </SimpleFormIterator>
    </ArrayInput>
  </SimpleForm>
);

interface OptionValues {
  id?: number;
  value?: string;
}

/** {position, order, name, options:[{id?, order, value}]}: the whole list of values, in the order shown. */
export const attributeBody = (data: Record<string, unknown>, language: LanguageCode) => ({
  language,
  position: data.position,
  order: Number(data.order ?? 0) || 0,
  name: data.name,
  options: ((data.options as OptionValues[] | undefined) ?? []).map((option, index) => ({
    ...(option.id ? { id: option.id } : {}),
    order: index,
    value: option.value ?? '',
  })),
});
