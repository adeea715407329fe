import { Menu, X } from 'lucide';
import type { CSSProperties } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import { Wordmark } from '../../components/Wordmark/Wordmark';
import { useMenu } from './useMenu';
import { useScrolledPast } from './useScrolledPast';
import * as styles from './Header.css';
import { intentMark } from '../../shared/attributeMarks';

export interface NavLink {
  name: string;
  path: string;
  /** `page` on the page itself, `true` on a page inside that section (a product under Produtos). */
  current?: 'page' | 'true';
}

export interface HeaderProps {
  /** The wordmark's viewBox: its shapes are the page's `WordmarkSymbol`, outside the island. */
  wordmarkViewBox: string;
  homeLabel: string;
  nav: NavLink[];
  quote: { href: string; label: string; newTabLabel: string };
  menu: { open: string; close: string; navLabel: string };
  scrollThreshold: number;
}

const MENU_ID = 'site-menu';

export function Header({ wordmarkViewBox, homeLabel, nav, quote, menu, scrollThreshold }: HeaderProps) {
  const scrolled = useScrolledPast(scrollThreshold);
  const menuState = useMenu();
  const links = nav.map((item) => (
    <li key={item.path}>
      <a href={item.path} aria-current={item.current} className={styles.navLink}>
        {item.name}
      </a>
    </li>
  ));

  return (
    // One step, at the end of the range: solid once scrolled *past* the threshold, as the island has it.
    <header className={styles.header} data-scrolled={scrolled} style={{ [styles.solidAfter]: `${scrollThreshold + 1}px` } as CSSProperties}>
      <div className={styles.bar}>
        <a href="/" className={styles.brand} aria-label={homeLabel}>
          <Wordmark viewBox={wordmarkViewBox} className={styles.wordmark} />
        </a>
        <nav aria-label={menu.navLabel} className={styles.desktopNav}>
          <ul className={styles.navList}>{links}</ul>
        </nav>
        <QuoteLink href={quote.href} newTabLabel={quote.newTabLabel} className={styles.desktopQuote}>
          {quote.label}
        </QuoteLink>
        <button
          type="button"
          ref={menuState.buttonRef}
          className={styles.menuButton}
          popovertarget={MENU_ID}
          aria-controls={MENU_ID}
          aria-expanded={menuState.expanded}
          onClick={menuState.toggle}
          // Where the browser has no popovers, a tap before hydration is held for the island.
          {...intentMark('menu')}
        >
          {/* Both faces, the styles show one: so the button says what it does with or without the island. */}
          <span className={styles.whenClosed}>
            <LucideIcon icon={Menu} strokeWidth={1.5} />
            <span className={styles.visuallyHidden}>{menu.open}</span>
          </span>
          <span className={styles.whenOpen}>
            <LucideIcon icon={X} strokeWidth={1.5} />
            <span className={styles.visuallyHidden}>{menu.close}</span>
          </span>
        </button>
      </div>
      <div id={MENU_ID} popover="auto" ref={menuState.panelRef} className={styles.menuPanel} data-open={menuState.openWithoutPopover || undefined}>
        <nav aria-label={menu.navLabel}>
          <ul className={styles.menuList}>{links}</ul>
        </nav>
        <QuoteLink href={quote.href} newTabLabel={quote.newTabLabel} className={styles.menuQuote}>
          {quote.label}
        </QuoteLink>
      </div>
    </header>
  );
}
