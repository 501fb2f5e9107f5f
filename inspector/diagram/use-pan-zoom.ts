import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Box } from '../graph/layout.ts';

// Pan (drag) and zoom (wheel, around the pointer; or the buttons) by one SVG transform. A diagram too
// big to read when fitted opens at full size on its current state instead, and the view follows the
// current state whenever it leaves the visible area.

export interface View {
  x: number;
  y: number;
  k: number;
}

const clampScale = (k: number) => Math.min(4, Math.max(0.1, k));
/** Below this scale a fitted diagram's labels are too small to read. */
const READABLE = 0.5;

export function usePanZoom(content: { width: number; height: number } | null, focus: Box | null) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const viewRef = useRef(view);
  const focusRef = useRef(focus);
  // Read by the effects below and the buttons; layout effects run before those effects.
  useLayoutEffect(() => {
    viewRef.current = view;
    focusRef.current = focus;
  });
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  const size = () => svgRef.current?.getBoundingClientRect() ?? { width: 0, height: 0, left: 0, top: 0 };

  const fit = useCallback(() => {
    const { width, height } = size();
    if (!content || content.width === 0 || width === 0) return;
    const k = clampScale(Math.min(width / (content.width + 40), height / (content.height + 40), 1.2));
    setView({ k, x: (width - content.width * k) / 2, y: (height - content.height * k) / 2 });
  }, [content]);

  const center = useCallback((box: Box, k: number) => {
    const { width, height } = size();
    setView({ k, x: width / 2 - (box.x + box.width / 2) * k, y: height / 2 - (box.y + box.height / 2) * k });
  }, []);

  const focusCurrent = useCallback(() => {
    if (focusRef.current) center(focusRef.current, Math.max(1, viewRef.current.k));
  }, [center]);

  // A new layout: fitted, or at full size on the current state when fitting would be unreadable.
  useEffect(() => {
    const { width, height } = size();
    if (!content || content.width === 0 || width === 0) return;
    const fitted = Math.min(width / (content.width + 40), height / (content.height + 40));
    if (fitted < READABLE && focusRef.current) center(focusRef.current, 1);
    else fit();
  }, [content, fit, center]);

  // The current state moved out of sight: bring it back to the middle, at the same zoom.
  const focusKey = focus ? `${focus.x},${focus.y},${focus.width},${focus.height}` : '';
  useEffect(() => {
    const box = focusRef.current;
    if (!box || !focusKey) return;
    const { width, height } = size();
    const { x, y, k } = viewRef.current;
    const left = x + box.x * k;
    const top = y + box.y * k;
    const inside = left >= 0 && top >= 0 && left + box.width * k <= width && top + box.height * k <= height;
    if (!inside) center(box, k);
  }, [focusKey, center]);

  const zoomAt = useCallback((factor: number, at?: { x: number; y: number }) => {
    setView((current) => {
      const k = clampScale(current.k * factor);
      const box = size();
      const point = at ?? { x: box.width / 2, y: box.height / 2 };
      const ratio = k / current.k;
      return { k, x: point.x - (point.x - current.x) * ratio, y: point.y - (point.y - current.y) * ratio };
    });
  }, []);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const handlers = {
    onPointerDown(event: React.PointerEvent<SVGSVGElement>) {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, view };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: React.PointerEvent<SVGSVGElement>) {
      const start = drag.current;
      if (!start) return;
      setView({
        ...start.view,
        x: start.view.x + event.clientX - start.x,
        y: start.view.y + event.clientY - start.y,
      });
    },
    onPointerUp() {
      drag.current = null;
    },
  };

  return {
    svgRef,
    transform: `translate(${view.x} ${view.y}) scale(${view.k})`,
    handlers,
    fit,
    focusCurrent,
    zoomIn: () => zoomAt(1.25),
    zoomOut: () => zoomAt(0.8),
  };
}
