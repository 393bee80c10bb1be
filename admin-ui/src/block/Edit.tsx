import { TranslatableEdit } from '../common/Translatable';
import { BlockForm, blockBody } from './Form';

export const BlockEdit = () => (
  <TranslatableEdit resource="block" transform={blockBody}>
    <BlockForm />
  </TranslatableEdit>
);
