import { useEffect, useState } from 'react';
import { reducedMotion } from '../../theme/breakpoints';

/** Whether the visitor asked their system for less motion, right now. */
export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia(reducedMotion).matches;

/** The same, as state that follows a change of the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(reducedMotion);
    const update = () => setReduce(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduce;
}
