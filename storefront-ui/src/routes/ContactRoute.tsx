import { usePageTitle } from '../app/page-title';
import { ContactForm } from '../features/contact';
import { useT } from '../i18n';

export default function ContactRoute() {
  const t = useT();
  usePageTitle(t('contact.title'));
  return (
    <div className="container page contact-page">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <ContactForm />
    </div>
  );
}
