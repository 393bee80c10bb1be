import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';

/** The shipping or payment methods could not be read: why, and a way to ask again. */
export function OptionsFailure({ messages, retry }: { messages: ShownMessage[]; retry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert">
      <FormMessages messages={messages} />
      <button type="button" className="button" onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
