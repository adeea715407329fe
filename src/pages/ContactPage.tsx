import { ContactForm } from '../sections/ContactForm/ContactForm';
import { ContactInfo } from '../sections/ContactInfo/ContactInfo';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { useContent } from '../site/ContentContext';
import { Section } from '../system/Section';
import { Layout } from './Layout/Layout';
import * as styles from './pages.css';

export function ContactPage() {
  const { pages, contact } = useContent();
  return (
    <Layout meta={pages.contato} current={{ path: pages.contato.path, exact: true }}>
      <PageIntro eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro} />
      <Section tone="sand">
        <div className={styles.contactLayout}>
          <ContactForm />
          <ContactInfo />
        </div>
      </Section>
    </Layout>
  );
}
