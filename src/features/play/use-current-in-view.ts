import { useLayoutEffect, useRef } from 'react';

/**
 * A row that scrolls sideways (the day tabs, the filters on a phone) shows its current link: the row is
 * scrolled, never the page, so that choosing a day does not move what the player is reading.
 */
export function useCurrentInView<T extends HTMLElement>(current: string): React.RefObject<T | null> {
  const row = useRef<T>(null);
  useLayoutEffect(() => {
    // Measured in the coming frame, before it paints (so the row never shows unscrolled): read during
    // React's commit, the layout made the browser style the whole new screen inside the commit's task
    // (57 of the 113 ms of /play's longest task on load, issue #18), work the frame does anyway.
    const frame = requestAnimationFrame(() => {
      const element = row.current;
      const link = element?.querySelector<HTMLElement>('[aria-current]');
      if (!element || !link || element.scrollWidth <= element.clientWidth) return;
      const left = link.offsetLeft - element.offsetLeft - (element.clientWidth - link.offsetWidth) / 2;
      element.scrollLeft = Math.max(0, left);
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return row;
}
