import { Mail, MapPin, MessageCircle, Phone } from 'lucide';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import { Wordmark } from '../../components/Wordmark/Wordmark';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import * as styles from './Footer.css';

export function Footer() {
  const { site, navigation, ui, brand } = useContent();
  const quoteHref = useQuoteHref();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brandBlock}>
          <Wordmark viewBox={brand.wordmark.viewBox} className={styles.wordmark} />
          <p className={styles.blurb}>{site.company.blurb}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {ui.footer.quickLinks}
          </h2>
          <ul className={styles.list}>
            {navigation.items.map((item) => (
              <li key={item.path}>
                <a href={item.path}>{item.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{ui.footer.contact}</h2>
          <ul className={styles.list}>
            <li className={styles.contactLine}>
              <LucideIcon icon={MapPin} size={18} strokeWidth={1.25} />
              {site.contact.city}
            </li>
            <li className={styles.contactLine}>
              <LucideIcon icon={Phone} size={18} strokeWidth={1.25} />
              <a href={site.contact.phoneHref} className={styles.phone}>{site.contact.phoneDisplay}</a>
            </li>
            <li className={styles.contactLine}>
              <LucideIcon icon={Mail} size={18} strokeWidth={1.25} />
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{ui.footer.chatTitle}</h2>
          <ul className={styles.chatButtons}>
            {ui.footer.chatButtons.map((label) => (
              <li key={label}>
                <QuoteLink href={quoteHref} newTabLabel={ui.newTab} variant="outlineLight" className={styles.chatButton} aria-label={`${label} ${ui.newTab}`}>
                  <LucideIcon icon={MessageCircle} size={22} strokeWidth={1.5} className={styles.chatIcon} />
                </QuoteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          {`© ${site.copyrightYear} ${site.company.name}. ${ui.footer.rights}`}
        </p>
        <p>
          {`${ui.footer.creditPrefix} `}
          <a href={site.credit.url} target="_blank" rel="noopener noreferrer">
            {site.credit.name}
          </a>
        </p>
      </div>
    </footer>
  );
}
