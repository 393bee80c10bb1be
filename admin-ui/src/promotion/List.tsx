import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Menu, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Button,
  DataTable,
  DeleteButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useGetResourceLabel,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ShopPagination } from '../common/ListLayout';
import { Link as RouterLink } from 'react-router-dom';
import { EditLinkButton } from '../common/fields';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { editPath } from '../common/paths';
import { useShopSettings } from '../common/shopSettings';
import { useMoney } from '../common/useMoney';
import { localeToCode } from '../providers/i18nProvider';
import { createPathOf, discountSummary, PROMOTION_TYPES, TYPE_CHOICES, typeKey } from './rules';
import { textOf } from '../common/values';

/** q (code or name), promotion_type and enabled, as GET /api/admin/promotion takes them. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="promotion_type" source="promotion_type" choices={TYPE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="enabled" source="enabled" alwaysOn />,
];

/** Create: a menu of the four types, each leading to /admin/promotion/create?promotion_type=<type>. */
const CreatePromotionButton = ({ variant }: { variant?: 'text' | 'contained' }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <Button
        label="ra.action.create"
        variant={variant}
        id="promotion-create-button"
        aria-haspopup="menu"
        aria-controls={open ? 'promotion-create-menu' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AddIcon />
      </Button>
      <Menu
        id="promotion-create-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('app.promotion.create_menu') } }}
      >
        {PROMOTION_TYPES.map((type) => (
          <MenuItem key={type} component={RouterLink} to={createPathOf(type)} onClick={() => setAnchor(null)}>
            {translate(typeKey(type))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

const ListActions = () => {
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'promotion', action: 'create' });
  return <TopToolbar>{canCreate && <CreatePromotionButton />}</TopToolbar>;
};

/** No promotion yet: react-admin's empty page, its create button being the menu of types (create needs a type). */
const PromotionEmpty = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'promotion', action: 'create' });
  return (
    <Box sx={{ flex: 1, textAlign: 'center', mt: 4, color: 'text.secondary' }}>
      <InboxIcon sx={{ width: '9em', height: '9em' }} />
      <Typography variant="h4" sx={{ mb: 2 }}>
        {translate('ra.page.empty', { name: getResourceLabel('promotion', 0) })}
      </Typography>
      {canCreate && (
        <>
          <Typography variant="body1">{translate('ra.page.invite')}</Typography>
          <Box sx={{ mt: 2 }}>
            <CreatePromotionButton variant="contained" />
          </Box>
        </>
      )}
    </Box>
  );
};

/** A moment as YYYY-MM-DD HH:MM in the browser's time zone (as the form's inputs take it); '' for none. */
const localMoment = (value: unknown) => {
  if (!value) return '';
  const at = new Date(textOf(value));
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/**
 * Code (or the name of a promotion without one), name in the interface language, type, discount,
 * starts, ends, used / limit, priority, enabled, actions; newest first. Create offers the four types;
 * a row opens path/edit/{id} when the admin may edit.
 */
export const PromotionList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const settings = useShopSettings();
  const money = useMoney();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'promotion', action: 'edit' });
  const language = localeToCode(locale);
  const name = (record: RaRecord) => {
    const names = (record.name ?? {}) as Record<string, string>;
    return names[language] || names[settings?.mainLanguage ?? 'en_us'] || Object.values(names).find(Boolean) || '';
  };
  const label = (record: RaRecord) => record.code || name(record);
  const type = (record: RaRecord) => translate(typeKey(record.promotion_type), { _: String(record.promotion_type) });
  const summary = (record: RaRecord) => discountSummary(record, translate, (cents) => money(cents));
  const used = (record: RaRecord) => `${record.used_count ?? 0} / ${record.usage_limit ?? '∞'}`;
  const rowClick = (id: unknown) => (canEdit ? editPath('promotion', id) : false);

  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={<ListActions />}
      empty={<PromotionEmpty />}
      perPage={25}
      pagination={<ShopPagination />}
    >
      {isSmall ? (
        <SimpleList primaryText={label} secondaryText={(r) => `${type(r)} · ${summary(r)}`} rowClick={rowClick} />
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="code" render={label} />
          <DataTable.Col source="name" disableSort render={name} />
          <DataTable.Col source="promotion_type" disableSort render={type} />
          <DataTable.Col source="discount" disableSort render={summary} />
          <DataTable.Col source="starts_at" render={(r) => localMoment(r.starts_at)} />
          <DataTable.Col source="ends_at" render={(r) => localMoment(r.ends_at)} />
          <DataTable.Col source="used_count" disableSort render={used} align="right" />
          <DataTable.Col source="priority" align="right" />
          <DataTable.Col source="enabled" disableSort field={BooleanField} />
          <DataTable.Col label="app.list.actions" disableSort>
            <EditLinkButton />
            <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
