import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { colorSchemeManager } from '#src/app/color-scheme-manager.ts';

/** A manager that records what is asked of it, as Mantine's local-storage one would do it. */
function recordingManager() {
  const calls: string[] = [];
  let listener: ((scheme: MantineColorScheme) => void) | null = null;
  const manager: MantineColorSchemeManager = {
    get: (fallback) => fallback,
    set: (value) => calls.push(`set ${value}`),
    subscribe: (onUpdate) => {
      calls.push('subscribe');
      listener = onUpdate;
    },
    unsubscribe: () => {
      calls.push('unsubscribe');
      listener = null;
    },
    clear: () => calls.push('clear'),
  };
  return { manager, calls, otherTabChose: (scheme: MantineColorScheme) => listener?.(scheme) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the colour scheme manager', () => {
  it('listens for another tab’s scheme only in a task after the provider subscribed', () => {
    vi.useFakeTimers();
    const base = recordingManager();
    const manager = colorSchemeManager(base.manager);
    const seen: MantineColorScheme[] = [];

    manager.subscribe((scheme) => seen.push(scheme));
    expect(base.calls).toEqual([]);

    vi.runAllTimers();
    expect(base.calls).toEqual(['subscribe']);
    base.otherTabChose('dark');
    expect(seen).toEqual(['dark']);
  });

  it('never subscribes when the provider leaves before the task runs', () => {
    vi.useFakeTimers();
    const base = recordingManager();
    const manager = colorSchemeManager(base.manager);

    manager.subscribe(() => undefined);
    manager.unsubscribe();
    vi.runAllTimers();

    expect(base.calls).toEqual([]);
  });

  it('unsubscribes from the base once subscribed, and subscribes again after StrictMode’s second effect', () => {
    const queued: (() => void)[] = [];
    const base = recordingManager();
    const manager = colorSchemeManager(base.manager, (work) => {
      queued.push(work);
      return () => queued.splice(queued.indexOf(work), 1);
    });

    manager.subscribe(() => undefined);
    queued.shift()?.();
    manager.unsubscribe();
    manager.subscribe(() => undefined);
    queued.shift()?.();

    expect(base.calls).toEqual(['subscribe', 'unsubscribe', 'subscribe']);
    expect(queued).toEqual([]);
  });

  it('reads, writes and clears the scheme through the base at once', () => {
    const base = recordingManager();
    const manager = colorSchemeManager(base.manager);

    manager.set('dark');
    manager.clear();

    expect(manager.get('light')).toBe('light');
    expect(base.calls).toEqual(['set dark', 'clear']);
  });
});
