import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../test-utils/app.tsx';
import { staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';

useMswServer(staticLookupHandlers.allSportsAndCompetitions());

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setScrollY(0);
});

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const lastScroll = () => scrollTo.mock.calls.at(-1)?.[0];

describe('scrolling on navigation', () => {
  it('goes to the top on a new page', async () => {
    const { router } = renderApp({ path: '/faqs' });
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    act(() => setScrollY(640));
    await act(() => router.navigate('/how-to-play'));
    await screen.findByRole('heading', { level: 1, name: 'How to play' });
    expect(lastScroll()).toEqual({ top: 0, left: 0 });
  });

  it('keeps the place when moving between events views', async () => {
    const { router } = renderApp({ path: '/play/Football' });
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    act(() => setScrollY(480));
    await act(() => router.navigate('/play/Basketball'));
    await screen.findByRole('heading', { level: 1, name: 'Basketball' });
    expect(lastScroll()).toEqual({ top: 480, left: 0 });
  });

  it('restores the place on going back', async () => {
    const { router } = renderApp({ path: '/faqs' });
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    act(() => setScrollY(900));
    await act(() => router.navigate('/how-to-play'));
    await screen.findByRole('heading', { level: 1, name: 'How to play' });
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    expect(lastScroll()).toEqual({ top: 900, left: 0 });
  });

  it('scrolls smoothly to the target of a #hash link', async () => {
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const { router } = renderApp({ path: '/faqs' });
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    await act(() => router.navigate('/how-to-play#points'));
    await screen.findByRole('heading', { level: 1, name: 'How to play' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('points'));
  });
});
