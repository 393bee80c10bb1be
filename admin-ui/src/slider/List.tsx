import { BooleanField, DataTable, DeleteButton, NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { Thumbnail } from '../common/Thumbnail';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="enabled" source="enabled" />];

/** When a slide shows: from, to, or always. */
const Schedule = ({ record }: { record: Record<string, string | null | undefined> }) => {
  const translate = useTranslate();
  const day = (value: string) => value.slice(0, 10);
  if (!record.starts_at && !record.ends_at) return <>{translate('app.slider.always')}</>;
  return <>{`${record.starts_at ? day(record.starts_at) : '…'} – ${record.ends_at ? day(record.ends_at) : '…'}`}</>;
};

/** id, picture, title, order, schedule, enabled, updated_at, actions; smaller order first (as the storefront shows them). */
export const SliderList = () => (
  <ResourceList filters={filters} sort={{ field: 'order', order: 'ASC' }} primaryText={(r) => r.title} secondaryText={(r) => r.link}>
    <DataTable.Col source="id" />
    <DataTable.Col source="image_path" disableSort render={(r) => <Thumbnail path={r.image_path} alt={r.title} />} />
    <DataTable.Col source="title" disableSort />
    <DataTable.Col source="order" />
    <DataTable.Col source="starts_at" label="resources.slider.fields.schedule" render={(r) => <Schedule record={r} />} />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
