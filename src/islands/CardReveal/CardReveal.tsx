import { useEffect, useState, type ReactNode } from 'react';
import { ServerMarkup } from '../runtime/ServerMarkup';
import { staggerDelays } from './stagger';
import './CardReveal.css';

export interface CardRevealProps {
  /** The card list (a `<ul>` of cards), given on the server only. */
  children?: ReactNode;
}

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * Progressive enhancement of a server-rendered card list, which is not React's to render. Cards
 * already on screen when it runs stay as they are; the others wait, then appear with staggered
 * delays as they come into view. Nothing at all under reduced motion or without
 * IntersectionObserver. It is due once the visitor has scrolled (cards on screen at load never
 * animate anyway), and its code is one small chunk with no other module than its markup's keeper.
 */
export function CardReveal({ children }: CardRevealProps) {
  const [box, boxRef] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // The query is spelled out rather than imported, so this chunk pulls in no other module.
    if (!box || matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    const waiting = [...box.querySelectorAll<HTMLElement>(':scope > ul > li')].filter((card) => !onScreen(card));
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        const delays = staggerDelays(entering.length);
        entering.forEach((card, i) => {
          observer.unobserve(card);
          card.style.setProperty('--reveal-delay', `${delays[i]}ms`);
          card.dataset.reveal = 'shown';
        });
      },
      { threshold: 0.15 },
    );
    for (const card of waiting) {
      card.dataset.reveal = 'waiting';
      observer.observe(card);
    }
    return () => observer.disconnect();
  }, [box]);
  return <ServerMarkup ref={boxRef}>{children}</ServerMarkup>;
}
