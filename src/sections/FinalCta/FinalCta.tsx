import { Icon } from '../../components/Icon/Icon';
import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import { Section } from '../../system/Section';
import * as styles from './FinalCta.css';

/** The closing call to action: the last thing before the footer is a way to ask for a quote. */
export function FinalCta() {
  const { cta, ui } = useContent();
  const quoteHref = useQuoteHref();
  return (
    <Section tone="ink" labelledBy="cta-title">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <h2 id="cta-title" className={styles.title}>
            {cta.title}
          </h2>
          <p className={styles.text}>{cta.text}</p>
          <QuoteLink href={quoteHref} newTabLabel={ui.newTab} className={styles.button}>
            {cta.quoteLabel}
          </QuoteLink>
        </div>
        <ul className={styles.items}>
          {cta.items.map((item) => (
            <li key={item.title} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={24} />
              </span>
              <div>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <p className={styles.itemText}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
