import SellIcon from '@mui/icons-material/Sell';
import { defineResource } from '../common/routes';
import { BrandCreate } from './Create';
import { BrandEdit } from './Edit';
import { BrandList } from './List';

export default defineResource({ name: 'brand', list: BrandList, create: BrandCreate, edit: BrandEdit, icon: SellIcon, recordRepresentation: 'title' });
