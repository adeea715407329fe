import { Clock, Mail, MapPin, Phone } from 'lucide';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { useContent } from '../../site/ContentContext';
import * as styles from './ContactInfo.css';

export function ContactInfo() {
  const { site, contact } = useContent();
  const { info } = contact;
  return (
    <aside className={styles.info} aria-labelledby="info-title">
      <h2 id="info-title" className={styles.title}>
        {info.title}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>
            <LucideIcon icon={MapPin} size={22} strokeWidth={1.25} className={styles.icon} />
            {info.cityLabel}</dt>
          <dd>{site.contact.city}</dd>
        </div>
        <div className={styles.item}>
          <dt>
            <LucideIcon icon={Phone} size={22} strokeWidth={1.25} className={styles.icon} />
            {info.phoneLabel}</dt>
          <dd>
            <a href={site.contact.phoneHref} className={styles.phone}>{site.contact.phoneDisplay}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <LucideIcon icon={Mail} size={22} strokeWidth={1.25} className={styles.icon} />
            {info.emailLabel}</dt>
          <dd>
            <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <LucideIcon icon={Clock} size={22} strokeWidth={1.25} className={styles.icon} />
            {info.hoursLabel}</dt>
          <dd>
            <ul className={styles.hours}>
              {site.hours.map((line) => (
                <li key={line.days}>
                  <span>{line.days}</span> <span>{line.time}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
