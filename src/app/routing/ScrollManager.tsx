import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { scrollKey, scrollTarget } from './scroll-target.ts';

/** Scrolls after each navigation as the spec asks (top, restored, or smoothly to a #hash). */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const saved = useRef(new Map<string, number>());
  const previous = useRef<Location | null>(null);
  // The position is read while scrolling: by the time the next page renders, it is already lost.
  const lastY = useRef(0);

  useEffect(() => {
    const remember = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    if (from?.key === location.key) return;
    if (from) saved.current.set(scrollKey(from), lastY.current);
    previous.current = location;

    const target = scrollTarget({ from, to: location, navigationType, saved: saved.current });
    if (target.kind === 'hash') {
      const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
      document.getElementById(target.id)?.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    const y = target.kind === 'position' ? target.y : 0;
    window.scrollTo({ top: y, left: 0 });
    lastY.current = y;
  }, [location, navigationType]);

  return null;
}
