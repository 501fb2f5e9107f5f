// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appendScript, pushToDataLayer } from '#src/analytics/dom.ts';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

describe('analytics DOM helpers', () => {
  it('appends an async script and resolves when it loads', async () => {
    const loaded = appendScript('https://analytics.test/a.js');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://analytics.test/a.js');
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects when the script cannot load', async () => {
    const loaded = appendScript('https://analytics.test/missing.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('Could not load analytics script https://analytics.test/missing.js');
  });

  it('pushes events to the page data layer', () => {
    pushToDataLayer({ name: 'navigation', category: 'navigation', label: 'home' });
    pushToDataLayer({ name: 'toast_shown', category: 'info', label: 'Hi' });
    expect(window.dataLayer).toEqual([
      { event: 'navigation', category: 'navigation', label: 'home' },
      { event: 'toast_shown', category: 'info', label: 'Hi' },
    ]);
  });
});
