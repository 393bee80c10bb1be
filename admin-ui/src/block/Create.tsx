import { TranslatableCreate } from '../common/Translatable';
import { BlockForm, blockBody } from './Form';

export const BlockCreate = () => (
  <TranslatableCreate transform={blockBody}>
    <BlockForm isCreate />
  </TranslatableCreate>
);
