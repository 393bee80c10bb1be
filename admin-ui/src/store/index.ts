import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../common/routes';
import { StoreCreate } from './Create';
import { StoreEdit } from './Edit';
import { StoreList } from './List';

/** Physical stores: list at /admin/store, create and edit; the till of a store is under /admin/store/pos (pos/). */
export default defineResource({
  name: 'store',
  list: StoreList,
  create: StoreCreate,
  edit: StoreEdit,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
});
