import { useEffect } from 'react';
import { useHeaderStore } from './headerStore';

/** Keeps the header store's `scrolled` in step with the page, including a scroll made before hydration. */
export function useScrolledPast(threshold: number): boolean {
  const scrolled = useHeaderStore((s) => s.scrolled);
  const setScrolled = useHeaderStore((s) => s.setScrolled);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, setScrolled]);
  return scrolled;
}
