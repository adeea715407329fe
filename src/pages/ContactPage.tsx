import { ContactForm } from '../sections/ContactForm/ContactForm';
import { ContactInfo } from '../sections/ContactInfo/ContactInfo';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { useContent } from '../site/ContentContext';
import { clearZone } from '../components/FloatingChat/FloatingChat.css';
import { Section } from '../system/Section';
import { Layout } from './Layout/Layout';
import * as styles from './pages.css';

export function ContactPage() {
  const { pages, contact } = useContent();
  return (
    <Layout meta={pages.contato} current={{ path: pages.contato.path, exact: true }}>
      <PageIntro eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro} />
      {/* The floating chat button passes under the form and the contact details. */}
      <Section tone="sand" className={clearZone}>
        <div className={styles.contactLayout}>
          <ContactForm />
          <ContactInfo />
        </div>
      </Section>
    </Layout>
  );
}
