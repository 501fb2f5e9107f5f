import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDrawnInSteps } from '#src/hooks/use-drawn-in-steps.ts';

/** Runs the pending timer of the next step and the commit it starts. */
async function nextStep(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('useDrawnInSteps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws a step at first, then a step more after each commit, up to the total', async () => {
    const { result } = renderHook(() => useDrawnInSteps(10, 4));
    expect(result.current).toBe(4);
    await nextStep();
    expect(result.current).toBe(8);
    await nextStep();
    expect(result.current).toBe(10);
    await nextStep();
    expect(result.current).toBe(10);
  });

  it('draws a short list whole at once', () => {
    const { result } = renderHook(() => useDrawnInSteps(3, 4));
    expect(result.current).toBe(3);
  });

  it('draws the first step as soon as a list mounted empty gets its items', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total, 4), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 20 });
    expect(result.current).toBe(4);
  });

  it('draws what a raised total adds in steps too (Show more), from what is drawn', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total, 4), {
      initialProps: { total: 4 },
    });
    expect(result.current).toBe(4);
    rerender({ total: 12 });
    expect(result.current).toBe(4);
    await nextStep();
    expect(result.current).toBe(8);
    await nextStep();
    expect(result.current).toBe(12);
  });

  it('draws fewer at once when the total falls', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total, 4), {
      initialProps: { total: 8 },
    });
    await nextStep();
    expect(result.current).toBe(8);
    rerender({ total: 5 });
    expect(result.current).toBe(5);
  });
});
