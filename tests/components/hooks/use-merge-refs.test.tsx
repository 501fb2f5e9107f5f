import { renderHook } from '@testing-library/react';
import { useMergeRefs as floatingUisOwn } from '@floating-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs as copied } from '#src/lib/use-merge-refs.ts';

// The build gives Mantine's ScrollArea the copy in place of floating-ui's hook (scripts/scroll-area-refs.ts):
// the copy must do what the original does, step for step.
type MergeRefs = typeof copied;

function scenario(useMergeRefs: MergeRefs): unknown[] {
  const log: unknown[] = [];
  const objectRef: { current: string | null } = { current: null };
  const plainCallback = (value: string | null) => {
    log.push(['plain', value]);
  };
  const withCleanup = (value: string | null) => {
    log.push(['withCleanup', value]);
    return () => {
      log.push(['cleanup', value]);
    };
  };
  const { result } = renderHook(() => useMergeRefs([objectRef, plainCallback, withCleanup, undefined]));
  const merged = result.current;
  if (merged === null) throw new Error('a merged ref was expected');
  merged('first');
  log.push(['object', objectRef.current]);
  merged('second');
  log.push(['object', objectRef.current]);
  merged(null);
  log.push(['object', objectRef.current]);
  return log;
}

describe("ScrollArea's useMergeRefs, copied from floating-ui", () => {
  it('sets, replaces and unsets every ref as floating-ui does', () => {
    const expected = scenario(floatingUisOwn as unknown as MergeRefs);
    expect(expected).toContainEqual(['cleanup', 'first']);
    expect(scenario(copied)).toEqual(expected);
  });

  it('is null when no ref is given, and keeps its callback while the refs stay the same', () => {
    expect(renderHook(() => copied([undefined, null])).result.current).toBeNull();
    const ref = vi.fn();
    const refs = [ref];
    const { result, rerender } = renderHook(() => copied(refs));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
