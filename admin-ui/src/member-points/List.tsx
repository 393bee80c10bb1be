import VisibilityIcon from '@mui/icons-material/Visibility';
import { useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Button,
  DataTable,
  LinkBase,
  List,
  Loading,
  SearchInput,
  SimpleList,
  useRecordContext,
  useRequireAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ShopPagination } from '../common/ListLayout';
import { datePart, fullName, MEMBERS_API, memberPath, usePointsFormat, type MemberRow } from './points';

const stop = (event: MouseEvent) => event.stopPropagation();

/** To the member's page. */
const OpenButton = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={LinkBase} label="app.member.open" to={memberPath(record.id)} onClick={stop}>
      <VisibilityIcon />
    </Button>
  );
};

const field = (name: string) => `resources.member.fields.${name}`;

/**
 * /admin/membership/member: customers holding a tier or points (searched by name or email: any
 * customer), with id, name, email, tier, the tier's expiry date, and the points balance; most points
 * first. A row opens the member's page.
 */
export const MemberPointsList = () => {
  const translate = useTranslate();
  const points = usePointsFormat();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // The API resource is points/member: the page checks the screen's own permission (layout/entries.ts).
  const { isPending } = useRequireAccess({ resource: 'member', action: 'list' });
  if (isPending) return <Loading />;
  const tier = (record: RaRecord) => record.tier_name ?? translate('app.member.no_tier');
  const rowClick = (id: unknown) => memberPath(id);
  // q: a name or an email (any customer then, not only those with a tier or points).
  const filters = [<SearchInput key="q" source="q" placeholder={translate('app.member.search')} alwaysOn />];
  return (
    <List
      resource={MEMBERS_API}
      title="app.menu.entries.member"
      filters={filters}
      sort={{ field: 'balance', order: 'DESC' }}
      perPage={25}
      pagination={<ShopPagination />}
      actions={false}
      empty={false}
      disableAuthentication
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => fullName(r as MemberRow) || r.email}
          secondaryText={(r) => `${r.email} · ${points(r.balance)}`}
          tertiaryText={tier}
          rowClick={rowClick}
        />
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="id" label={field('id')} />
          <DataTable.Col source="name" label={field('name')} disableSort render={(r) => fullName(r as MemberRow)} />
          <DataTable.Col source="email" label={field('email')} disableSort />
          <DataTable.Col source="tier_name" label={field('tier_name')} disableSort render={tier} />
          <DataTable.Col source="membership_expires_at" label={field('membership_expires_at')} render={(r) => datePart(r.membership_expires_at)} />
          <DataTable.Col source="balance" label={field('balance')} render={(r) => points(r.balance)} align="right" />
          <DataTable.Col label="app.list.actions" disableSort>
            <OpenButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
