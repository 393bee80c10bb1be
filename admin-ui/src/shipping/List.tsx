import { BooleanField, DataTable, DeleteButton, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useCountries } from '../common/countries';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { useShopSettings } from '../common/shopSettings';
import { useMoney } from '../common/useMoney';
import { localeToCode } from '../providers/i18nProvider';

/** id, name (in the interface language), flat rate, free over, countries, enabled, order, updated_at, actions; in checkout order. */
export const ShippingList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const settings = useShopSettings();
  const money = useMoney();
  const { nameOf } = useCountries();
  const language = localeToCode(locale);
  const name = (record: RaRecord) => {
    const names = (record.name ?? {}) as Record<string, string>;
    return names[language] || names[settings?.mainLanguage ?? 'en_us'] || Object.values(names).find(Boolean) || '';
  };
  const countries = (record: RaRecord) =>
    (record.countries as string[] | undefined)?.length ? (record.countries as string[]).map(nameOf).join(', ') : translate('app.shipping.everywhere');
  const freeOver = (record: RaRecord) =>
    record.free_over === null || record.free_over === undefined ? translate('app.shipping.never_free') : money(record.free_over);
  return (
    <ResourceList sort={{ field: 'order', order: 'ASC' }} primaryText={name} secondaryText={(r) => `${money(r.flat_rate)} · ${countries(r)}`}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" disableSort render={name} />
      <DataTable.Col source="flat_rate" render={(r) => money(r.flat_rate)} align="right" />
      <DataTable.Col source="free_over" disableSort render={freeOver} align="right" />
      <DataTable.Col source="countries" disableSort render={countries} />
      <DataTable.Col source="enabled" disableSort field={BooleanField} />
      <DataTable.Col source="order" />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
