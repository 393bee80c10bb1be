import Inventory2Icon from '@mui/icons-material/Inventory2';
import { defineResource, lazyScreen } from '../common/routes';
import { ProductList } from './List';

// The form (with the transliteration tables of the sku/url auto-fill) loads when first opened.
const ProductCreate = lazyScreen(() => import('./Create'), 'ProductCreate');
const ProductEdit = lazyScreen(() => import('./Edit'), 'ProductEdit');

export default defineResource({
  name: 'product',
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
});
