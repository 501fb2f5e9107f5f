import type { Location, NavigationType } from 'react-router-dom';

export type ScrollTarget = { kind: 'hash'; id: string } | { kind: 'position'; y: number } | { kind: 'top' };

/** The events views (/play and below) share one scroll position, so switching sport keeps your place. */
function isEventsView(pathname: string): boolean {
  return /^\/play(\/|$)/u.test(pathname);
}

/** Where a location's scroll position is kept. */
export function scrollKey(location: Pick<Location, 'pathname' | 'key'>): string {
  return isEventsView(location.pathname) ? 'events' : location.key;
}

interface Move {
  from: Pick<Location, 'pathname' | 'key'> | null;
  to: Pick<Location, 'pathname' | 'key' | 'hash'>;
  navigationType: NavigationType;
  saved: ReadonlyMap<string, number>;
}

/**
 * Where the page scrolls after a navigation: to a #hash target; back to where it was on back/forward
 * or between events views; otherwise to the top.
 */
export function scrollTarget({ from, to, navigationType, saved }: Move): ScrollTarget {
  const id = decodeURIComponent(to.hash.replace(/^#/u, ''));
  if (id) return { kind: 'hash', id };
  const savedY = saved.get(scrollKey(to));
  if (savedY !== undefined && navigationType === 'POP') return { kind: 'position', y: savedY };
  if (savedY !== undefined && from && isEventsView(from.pathname) && isEventsView(to.pathname)) {
    return { kind: 'position', y: savedY };
  }
  return { kind: 'top' };
}
