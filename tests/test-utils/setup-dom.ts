import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { activateLocale } from '#src/i18n/i18n.ts';

// jsdom lacks these browser APIs that Mantine relies on (mantine.dev/guides/vitest).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);

activateLocale('en');
afterEach(() => {
  cleanup();
  // What a tab keeps (the unsaved pick slip) belongs to one test.
  sessionStorage.clear();
});
