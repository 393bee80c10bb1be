import { TranslatableEdit } from '../common/Translatable';
import { MenuForm, menuBody } from './Form';

export const MenuEdit = () => (
  <TranslatableEdit resource="menu" transform={menuBody}>
    <MenuForm />
  </TranslatableEdit>
);
