import { Create, email, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { createMutationOptions } from '../common/mutationFeedback';
import { FormToolbar } from '../common/Toolbar';
import { LANGUAGE_CHOICES } from '../customer/fields';

/** What POST /api/admin/contact takes: the language only when chosen (the shop's main language otherwise). */
const contactBody = (data: Record<string, unknown>) => ({
  name: data.name,
  email: data.email,
  subject: data.subject,
  message: data.message,
  ...(data.language ? { language: data.language } : {}),
});

/**
 * /admin/lead/contact/create: someone staff met or spoke to (a call, a visit, a business card), entered
 * by hand. It joins the list as a contact of source "Entered by staff", which can be made a lead there.
 */
export const ContactCreate = () => (
  <Create redirect="list" mutationOptions={createMutationOptions} transform={contactBody}>
    <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 640 }}>
      <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="email" validate={[required(), email(), maxLength(254)]} fullWidth />
      <TextInput source="subject" validate={[required(), maxLength(300)]} fullWidth />
      <TextInput source="message" validate={[required(), maxLength(5000)]} multiline minRows={4} helperText="app.contact.message_help" fullWidth />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} helperText="app.contact.language_help" fullWidth />
    </SimpleForm>
  </Create>
);
