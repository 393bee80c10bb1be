import { BooleanField, DataTable, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';

/** The three payment methods: name, code, enabled, what is set up, updated_at, actions. */
export const PaymentList = () => {
  const translate = useTranslate();
  const name = (record: RaRecord) => translate(`app.payment.methods.${record.id}`, { _: String(record.id) });
  const setup = (record: RaRecord) => {
    if (record.id === 'stripe') return translate(record.secret_key_hint && record.publishable_key ? 'app.payment.keys_saved' : 'app.payment.keys_missing');
    const instructions = Object.values((record.instructions ?? {}) as Record<string, string>).filter(Boolean);
    return translate(instructions.length > 0 ? 'app.payment.instructions_count' : 'app.payment.no_instructions', { smart_count: instructions.length });
  };
  return (
    <ResourceList creatable={false} sort={{ field: 'id', order: 'ASC' }} primaryText={name} secondaryText={setup}>
      <DataTable.Col source="name" disableSort render={name} />
      <DataTable.Col source="code" disableSort />
      <DataTable.Col source="enabled" disableSort field={BooleanField} />
      <DataTable.Col source="setup" disableSort render={setup} />
      <DataTable.Col source="updated_at" disableSort render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
      </DataTable.Col>
    </ResourceList>
  );
};
