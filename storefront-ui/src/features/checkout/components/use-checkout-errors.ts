import { useState } from 'react';
import type { Submission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import type { ServerMessage, ShownMessage } from '@shop/kernel';
import type { FieldErrors } from '../../../lib/api-client';

/** Fields whose failures show next to them; the others' go to the top of the form. */
const SHOWN_FIELDS = [
  'email',
  'shipping_address',
  'shipping_address_id',
  'shipping_address.first_name',
  'shipping_address.last_name',
  'shipping_address.country',
  'shipping_address.contact_number',
  'shipping_address.address',
  'billing_address',
  'billing_address_id',
  'billing_address.first_name',
  'billing_address.last_name',
  'billing_address.country',
  'billing_address.contact_number',
  'billing_address.address',
  'shipping_method_id',
  'payment_method',
  'note',
  'points',
];

/**
 * Where the messages of a failed submit show: by their fields (until the field is changed again),
 * or on top of the form with "Please check the form" while a field is wrong. The points' messages go
 * by the points box when there is one (`pointsBox`).
 */
export function useCheckoutErrors(submission: Submission, pointsBox: boolean) {
  const t = useT();
  /** Fields changed since the last failed submit: their messages no longer apply. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const touch = (...fields: string[]) => setEdited((known) => (fields.every((f) => known.has(f)) ? known : new Set([...known, ...fields])));

  const errors: FieldErrors = Object.fromEntries(Object.entries(submission.fieldErrors).filter(([field]) => !edited.has(field)));
  const shownFields = pointsBox ? SHOWN_FIELDS : SHOWN_FIELDS.filter((field) => field !== 'points');
  const byFields = new Set(shownFields.flatMap((field) => (submission.fieldErrors[field] ?? []).map((m) => m.text)));
  const topMessages: ShownMessage[] = submission.messages.filter((m) => typeof m === 'string' || !byFields.has(m.text));
  if (shownFields.some((field) => errors[field]?.length)) topMessages.unshift(t('form.failed'));
  // Without a method chosen the server's message names no country: say it plainly.
  const shippingErrors = (errors.shipping_method_id ?? []).map((m: ServerMessage): ShownMessage =>
    m.code === 'order.shipping_method' && !m.params?.country ? t('checkout.chooseShipping') : m,
  );
  return { errors, touch, topMessages, shippingErrors, forget: () => setEdited(new Set()) };
}

export type CheckoutErrors = ReturnType<typeof useCheckoutErrors>;
