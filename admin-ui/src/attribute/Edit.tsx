import { TranslatableEdit } from '../common/Translatable';
import { AttributeForm, attributeBody } from './Form';

export const AttributeEdit = () => (
  <TranslatableEdit resource="attribute" transform={attributeBody}>
    <AttributeForm />
  </TranslatableEdit>
);
