import { ArrayInput, FormDataConsumer, NumberInput, required, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { ConfigForm } from './ConfigForm';

const currencyBody = (data: Record<string, unknown>) => ({
  base_currency: data.base_currency,
  currencies: ((data.currencies as { identifier: string; rate: number; mark: string }[]) ?? []).map(({ identifier, rate, mark }) => ({
    identifier: String(identifier ?? '').toUpperCase(),
    rate: Number(rate),
    mark,
  })),
});

/** The base currency and the supported currencies with their rates and marks. */
export const CurrencyTab = ({ canEdit }: { canEdit: boolean }) => (
  <ConfigForm section="currency" canEdit={canEdit} transform={currencyBody}>
    <FormDataConsumer>
      {({ formData }) => (
        <SelectInput
          source="base_currency"
          label="app.configuration.currency.base_currency"
          choices={((formData.currencies as { identifier?: string }[] | undefined) ?? [])
            .filter((c) => c?.identifier)
            .map((c) => ({ id: c.identifier, name: c.identifier }))}
          validate={required()}
        />
      )}
    </FormDataConsumer>
    <ArrayInput source="currencies" label="app.configuration.currency.currencies">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="identifier" label="app.configuration.currency.identifier" validate={required()} sx={{ maxWidth: 140 }} />
        <NumberInput source="rate" label="app.configuration.currency.rate" validate={required()} step={0.000001} min={0} sx={{ maxWidth: 160 }} />
        <TextInput source="mark" label="app.configuration.currency.mark" validate={required()} sx={{ maxWidth: 120 }} />
      </SimpleFormIterator>
    </ArrayInput>
  </ConfigForm>
);
