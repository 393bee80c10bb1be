import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import { defineResource } from '../common/routes';
import { ProductList } from './List';

// The form (with the transliteration tables of the sku/url auto-fill) loads when first opened.
const ProductCreate = lazy(() => import('./Create').then((m) => ({ default: m.ProductCreate })));
const ProductEdit = lazy(() => import('./Edit').then((m) => ({ default: m.ProductEdit })));

export default defineResource({
  name: 'product',
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
});
