import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '#src/lib/chunk-load.ts';

// A prerendered page stays until its screen's code is loaded, then React draws the screen at once, never
// the Suspense fallback in its place (src/app/start-app.tsx, issue #18).

const loaded = () => Promise.resolve({ Screen: () => <h1>How to play</h1> });

function renderScreen(Screen: ReturnType<typeof lazyScreen>) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('a lazy screen', () => {
  it('preloaded, draws at its first render without the fallback', async () => {
    const Screen = lazyScreen(loaded, (m) => m.Screen);
    await Screen.preload();
    renderScreen(Screen);
    expect(screen.getByRole('heading', { name: 'How to play' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not preloaded, shows the fallback until its code arrives, loading it once', async () => {
    const load = vi.fn(loaded);
    const Screen = lazyScreen(load, (m) => m.Screen);
    renderScreen(Screen);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'How to play' })).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('whose preload failed, is loaded again by its first render', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(loaded);
    const Screen = lazyScreen(load, (m: Awaited<ReturnType<typeof loaded>>) => m.Screen);
    await expect(Screen.preload()).rejects.toThrow('A script chunk failed to load.');
    renderScreen(Screen);
    expect(await screen.findByRole('heading', { name: 'How to play' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
