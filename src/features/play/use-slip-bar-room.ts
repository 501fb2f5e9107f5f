import { useEffect, type RefObject } from 'react';

/**
 * Makes room on the page for the slip bar, which stays in view while the matches scroll by: under the
 * header from Mantine's sm breakpoint up, fixed at the bottom of a phone's screen. The root element is
 * marked while the bar is shown and carries the bar's height (`--slip-bar-height`), for the page to end
 * above the phone's bar and for the scroll padding and margins that keep a control the keyboard focuses
 * from landing under it (WCAG 2.4.11, focus not obscured; SlipBar.module.css). The root, not the body with
 * a `:has()`: no insertion into the page then asks Chrome to re-check a selector on it.
 */
export function useSlipBarRoom(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.slipBar = '';
    const element = bar.current;
    // The bar grows with a refused pick's message and with its open list of picks.
    const observer = new ResizeObserver(() => {
      if (element) root.style.setProperty('--slip-bar-height', `${element.offsetHeight}px`);
    });
    if (element) observer.observe(element);
    return () => {
      observer.disconnect();
      delete root.dataset.slipBar;
      root.style.removeProperty('--slip-bar-height');
    };
  }, [bar]);
}
