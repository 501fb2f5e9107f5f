import { useCallback, useState } from 'react';

/**
 * Whether an element's content is wider than the element, kept up to date as either resizes. A scroller
 * needs a tab stop only while it has something to scroll (so that a keyboard can scroll it: axe
 * scrollable-region-focusable); one that fits would be a stop with nothing to do on every Tab.
 * The ref goes on the scroller; its first child is what may outgrow it.
 */
export function useOverflowsSideways(): [(element: HTMLElement | null) => (() => void) | undefined, boolean] {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    // Either may change: the card narrows with the screen, the table widens with a longer entry.
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}
