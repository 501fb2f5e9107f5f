import type { AnalyticsEvent } from './events.ts';

/** Adds `<script async src=url>` to the page; resolves when it has loaded. */
export function appendScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load analytics script ${url}`));
    document.head.appendChild(script);
  });
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Hands an event to the page's data layer, the queue analytics scripts read. Without a loaded
 * script it stays in the page, so nothing leaves the player's machine.
 */
export function pushToDataLayer(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: event.name, category: event.category, label: event.label });
}
