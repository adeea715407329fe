import { useEffect, useRef } from 'react';

const KEY = 'orlaLayer';
const depth = (): number => {
  const state: unknown = history.state;
  return state && typeof state === 'object' && KEY in state ? Number((state as Record<string, unknown>)[KEY]) : 0;
};

/**
 * While `active`, a history entry of its own, so a phone's back button closes this layer (the
 * lightbox, then the gallery) instead of leaving the page. `onBack` runs when the visitor goes
 * back past it; when the layer closes any other way its entry is taken back off the history.
 */
export function useHistoryLayer(active: boolean, onBack: () => void): void {
  const back = useRef(onBack);
  back.current = onBack;

  useEffect(() => {
    if (!active) return;
    const level = depth() + 1;
    history.pushState({ ...(history.state as object | null), [KEY]: level }, '');
    let popped = false;
    const onPop = () => {
      if (depth() >= level) return;
      popped = true;
      window.removeEventListener('popstate', onPop);
      back.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped) return;
      // Going back to an address with a fragment (#projetos) drops focus to the page just after
      // popstate: put it back where closing put it, once the browser is done.
      const focused = document.activeElement;
      const refocus = () => setTimeout(() => focused instanceof HTMLElement && focused.focus({ preventScroll: true }));
      window.addEventListener('popstate', refocus, { once: true });
      history.back();
    };
  }, [active]);
}
