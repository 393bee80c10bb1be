import { TextAreaField } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';

/** The shopper's note for the shop (optional). */
export function NoteSection({ note, onNote, errors }: { note: string; onNote: (note: string) => void; errors?: ShownMessage[] }) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-note">
      <h2 id="checkout-note">{t('checkout.noteHeading')}</h2>
      <TextAreaField
        label={t('checkout.note')}
        name="note"
        maxLength={1000}
        rows={3}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        errors={errors}
        hint={t('checkout.noteHint')}
      />
    </section>
  );
}
