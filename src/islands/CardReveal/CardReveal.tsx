import { useEffect } from 'react';
import { staggerDelays } from './stagger';
import './CardReveal.css';

export interface CardRevealProps {
  /** The list whose items (the cards) appear one after another as they enter the viewport. */
  listId: string;
}

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * Progressive enhancement of a server-rendered card list, which is not React's to render (this
 * island's own box stays empty). Cards already on screen when it runs stay as they are; the
 * others wait, then appear with staggered delays as they come into view. Nothing at all under
 * reduced motion or without IntersectionObserver. Its box sits where only a first scroll brings
 * it near (CardReveal.css.ts), and its code is one small chunk with no other module.
 */
export function CardReveal({ listId }: CardRevealProps) {
  useEffect(() => {
    const list = document.getElementById(listId);
    // The query is spelled out rather than imported, so this chunk pulls in no other module.
    if (!list || matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
    const waiting = [...list.children].filter((card): card is HTMLElement => card instanceof HTMLElement && !onScreen(card));
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
  }, [listId]);
  return null;
}
