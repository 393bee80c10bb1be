import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import type { MouseEvent } from 'react';
import { Button, LinkBase, usePermissions, useRecordContext } from 'react-admin';
import { POS_PERMISSION, newSalePath } from './pos/paths';

const stop = (event: MouseEvent) => event.stopPropagation();

/** "Open POS": a new sale at this store (/admin/store/pos/new/{id}); shown to admins holding store.pos. */
export const OpenPosButton = ({ variant }: { variant?: 'text' | 'outlined' | 'contained' }) => {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  if (!record || !Array.isArray(permissions) || !permissions.includes(POS_PERMISSION)) return null;
  return (
    <Button component={LinkBase} label="app.pos.open" to={newSalePath(record.id)} onClick={stop} variant={variant} sx={variant ? { mb: 1 } : undefined}>
      <PointOfSaleIcon />
    </Button>
  );
};
