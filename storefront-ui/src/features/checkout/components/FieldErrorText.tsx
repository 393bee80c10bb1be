import { useServerMessage } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';

/** The messages of a part of the checkout (an address, a method) under its heading. */
export function FieldErrorText({ list }: { list?: ShownMessage[] }) {
  const shown = useServerMessage();
  if (!list || list.length === 0) return null;
  return <p className="field-error">{list.map(shown).join(' ')}</p>;
}
