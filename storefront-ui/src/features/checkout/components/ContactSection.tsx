import { TextField } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { FieldErrors } from '../../../lib/api-client';

/** Who the order is for: a member's account email, or a guest's email typed here. */
export function ContactSection({
  memberEmail,
  email,
  onEmail,
  errors,
}: {
  memberEmail: string | null;
  email: string;
  onEmail: (email: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">{t('checkout.contact')}</h2>
      {memberEmail !== null ? (
        <p data-testid="checkout-member-email">{t('checkout.memberEmail', { email: memberEmail })}</p>
      ) : (
        <TextField
          label={t('field.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => onEmail(e.target.value)}
          errors={errors.email}
          hint={t('checkout.emailHint')}
        />
      )}
    </section>
  );
}
