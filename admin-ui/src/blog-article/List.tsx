import { Chip } from '@mui/material';
import { AutocompleteInput, BooleanField, DataTable, DeleteButton, NullableBooleanInput, ReferenceInput, SearchInput, useTranslate } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart, dateTime } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { Thumbnail } from '../common/Thumbnail';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="category_id" source="category_id" reference="blog/category" sort={{ field: 'order', order: 'ASC' }}>
    <AutocompleteInput optionText="title" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <NullableBooleanInput key="published" source="published" />,
  <NullableBooleanInput key="enabled" source="enabled" />,
];

/** Shown on the storefront now, or scheduled for later, or off. */
const PublishState = ({ record }: { record: { published?: unknown; enabled?: unknown } }) => {
  const translate = useTranslate();
  const state = record.published ? 'published' : record.enabled ? 'scheduled' : 'off';
  return <Chip size="small" variant="outlined" color={state === 'published' ? 'success' : 'default'} label={translate(`app.blog.state.${state}`)} />;
};

/** id, cover, title, url, author, publish date and state, enabled, updated_at, actions; newest first. */
export const BlogArticleList = () => (
  <ResourceList
    filters={filters}
    sort={{ field: 'publish_at', order: 'DESC' }}
    primaryText={(r) => r.title}
    secondaryText={(r) => `${r.url} · ${dateTime('publish_at')(r)}`}
  >
    <DataTable.Col source="id" />
    <DataTable.Col source="cover_image" disableSort render={(r) => <Thumbnail path={r.cover_image} alt={r.title} />} />
    <DataTable.Col source="title" disableSort />
    <DataTable.Col source="url" />
    <DataTable.Col source="author" />
    <DataTable.Col source="publish_at" render={dateTime('publish_at')} />
    <DataTable.Col source="published" disableSort render={(r) => <PublishState record={r} />} />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
