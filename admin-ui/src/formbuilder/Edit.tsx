import { ShopEdit } from '../common/ShopEdit';
import { formBody } from './fields';
import { FormBuilderForm } from './Form';

/**
 * /admin/formbuilder/edit/{id}: "Submit Success" or "Submit Fail" with the messages; Delete with
 * "Delete Fail". An unknown id: "ID not exists", then the create page after 1 second.
 */
export const FormEdit = () => (
  <ShopEdit transform={formBody}>
    <FormBuilderForm />
  </ShopEdit>
);
