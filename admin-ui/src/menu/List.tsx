import { Card, Tab, Tabs } from '@mui/material';
import { BooleanField, DataTable, DeleteButton, NullableBooleanInput, SearchInput, SelectInput, Title, useStore, useTranslate } from 'react-admin';
import { EnumField } from '../common/EnumField';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { TYPE_CHOICES } from './Form';
import { MenuTree } from './MenuTree';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} />,
  <NullableBooleanInput key="enabled" source="enabled" />,
];

/** The spec's menu list: id, title, parent name, level, type, order, enabled, updated_at, actions. */
const MenuTable = () => (
  <ResourceList
    filters={filters}
    sort={{ field: 'id', order: 'DESC' }}
    primaryText={(r) => r.title}
    secondaryText={(r) => (r.parent_name ? `${r.parent_name} › ${r.url}` : r.url)}
  >
    <DataTable.Col source="id" />
    <DataTable.Col source="title" disableSort />
    <DataTable.Col source="parent_name" disableSort />
    <DataTable.Col source="level" disableSort />
    <DataTable.Col source="type">
      <EnumField source="type" prefix="app.menu_item.types" />
    </DataTable.Col>
    <DataTable.Col source="order" />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} confirmContent="app.menu_item.delete_confirm" />
    </DataTable.Col>
  </ResourceList>
);

const VIEWS = ['list', 'tree'] as const;

/** Menus: the list, or the tree editor (the choice is remembered). */
export const MenuList = () => {
  const translate = useTranslate();
  const [view, setView] = useStore<(typeof VIEWS)[number]>('menu.view', 'list');
  return (
    <>
      <Tabs value={view} onChange={(_, next) => setView(next)} aria-label={translate('app.menu_item.views')} sx={{ mt: 1 }}>
        {VIEWS.map((name) => (
          <Tab key={name} value={name} id={`menu-view-${name}`} aria-controls={`menu-view-panel-${name}`} label={translate(`app.menu_item.view.${name}`)} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`menu-view-panel-${view}`} aria-labelledby={`menu-view-${view}`}>
        {view === 'list' ? (
          <MenuTable />
        ) : (
          <Card sx={{ mt: 1 }}>
            <Title title="app.menu.entries.menu" />
            <MenuTree />
          </Card>
        )}
      </div>
    </>
  );
};
