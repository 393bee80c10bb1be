import { TranslatableCreate } from '../common/Translatable';
import { AttributeForm, attributeBody } from './Form';

export const AttributeCreate = () => (
  <TranslatableCreate transform={attributeBody}>
    <AttributeForm isCreate />
  </TranslatableCreate>
);
