import { TranslatableCreate } from '../common/Translatable';
import { MenuForm, menuBody } from './Form';

/** path/create; ?source={"parent_id":3} (the tree's "add under") starts the item under that parent. */
export const MenuCreate = () => (
  <TranslatableCreate transform={menuBody}>
    <MenuForm isCreate />
  </TranslatableCreate>
);
