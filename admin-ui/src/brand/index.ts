import SellIcon from '@mui/icons-material/Sell';
import { BrandCreate } from './Create';
import { BrandEdit } from './Edit';
import { BrandList } from './List';

export default { list: BrandList, create: BrandCreate, edit: BrandEdit, icon: SellIcon };
