import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  type PaginationProps,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { createPath, editPath, showPath } from './paths';

interface ResourceListProps {
  filters?: ReactElement[];
  /** Columns for wider screens. */
  children: ReactNode;
  /** Rows on phones. */
  primaryText: (record: RaRecord) => ReactNode;
  secondaryText?: (record: RaRecord) => ReactNode;
  /** Where a row leads: the edit page (when allowed), the show page, or nowhere. */
  rowLink?: 'edit' | 'show' | false;
  creatable?: boolean;
  /** More buttons beside Create (e.g. the tier list's link to the points settings). */
  actions?: ReactNode;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** A row's details, shown when the row is opened (wider screens). */
  expand?: ReactElement;
}

/**
 * The list's pagination: "1-25 of 1,234", or "1-25 of about 120,000" when the server estimated a
 * large list's total (meta.exact false: counting every row of it on each page would cost more than the page).
 */
export const ShopPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  if ((meta as { exact?: boolean } | undefined)?.exact !== false) return <Pagination />;
  const label = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate('app.list.about_range', { offsetBegin: from, offsetEnd: to, total: count.toLocaleString() });
  // Pagination hands its other props to MUI's TablePagination (after its own label), which its type does not say.
  return <Pagination {...({ labelDisplayedRows: label } as PaginationProps)} />;
};

/** A list page: filters, a create button when allowed, a table (a simple list on phones), rows leading to path/edit/{id}. */
export const ResourceList = ({
  filters,
  children,
  primaryText,
  secondaryText,
  rowLink = 'edit',
  creatable = true,
  actions,
  sort,
  expand,
}: ResourceListProps) => {
  const resource = useResourceContext() ?? '';
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { canAccess: canEdit = false } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canCreate = false } = useCanAccess({ resource, action: 'create' });
  const link = rowLink === 'edit' ? (canEdit ? 'edit' : false) : rowLink;
  const pathFor = (id: unknown) => (link === 'edit' ? editPath(resource, id) : link === 'show' ? showPath(resource, id) : false);

  return (
    <List
      filters={filters}
      sort={sort ?? { field: 'id', order: 'DESC' }}
      actions={
        <TopToolbar>
          {actions}
          {creatable && canCreate && <CreateButton to={createPath(resource)} />}
        </TopToolbar>
      }
      perPage={25}
      pagination={<ShopPagination />}
    >
      {isSmall ? (
        <SimpleList primaryText={primaryText} secondaryText={secondaryText} rowClick={(id) => pathFor(id)} />
      ) : (
        <DataTable rowClick={expand ? 'expand' : (id) => pathFor(id)} expand={expand} bulkActionButtons={false}>
          {children}
        </DataTable>
      )}
    </List>
  );
};
