import {
  BooleanField,
  DataTable,
  DeleteButton,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  type RaRecord,
} from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { Thumbnail } from '../common/Thumbnail';
import { useMoney } from '../common/useMoney';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="visibled" source="visibled" />,
  <ReferenceInput key="brand_id" source="brand_id" reference="brand" perPage={500} sort={{ field: 'id', order: 'ASC' }}>
    <SelectInput optionText="title" />
  </ReferenceInput>,
  <ReferenceInput key="category_id" source="category_id" reference="menu" filter={{ type: 'category' }} perPage={500} sort={{ field: 'order', order: 'ASC' }}>
    <SelectInput optionText="title" />
  </ReferenceInput>,
];

/** id, picture, name, sku, brand, lowest price, total quantity, visible, updated_at, actions. */
export const ProductList = () => {
  const money = useMoney();
  const price = (record: RaRecord) => money(record.min_price as number | null | undefined);
  return (
    <ResourceList filters={filters} primaryText={(r) => r.name} secondaryText={(r) => `${r.sku} · ${price(r)}`}>
      <DataTable.Col source="id" />
      <DataTable.Col source="image" disableSort render={(r) => <Thumbnail path={r.image} alt={r.name} />} />
      <DataTable.Col source="name" />
      <DataTable.Col source="sku" />
      <DataTable.Col source="brand_id" disableSort>
        <ReferenceField source="brand_id" reference="brand" link={false} emptyText="-">
          <TextField source="title" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="min_price" render={price} />
      <DataTable.Col source="total_quantity" disableSort />
      <DataTable.Col source="visibled" disableSort field={BooleanField} />
      <DataTable.Col source="updated_at" render={datePart('updated_at')} />
      <DataTable.Col label="app.list.actions" disableSort>
        <EditLinkButton />
        <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
      </DataTable.Col>
    </ResourceList>
  );
};
