import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { snackbar, snackbarNeverCloses, toast } from '#src/lib/toast.ts';
import { renderApp } from '../test-utils/app.tsx';
import { useMswServer } from '../test-utils/msw.ts';

useMswServer();

async function mounted() {
  const app = renderApp();
  await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
  return app;
}

/** The toast's own element (the one that closes on click). */
const toastNamed = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-toast]');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it.each(['success', 'info', 'warning', 'error'] as const)(
    'a %s toast shows its title and message',
    async (kind) => {
      await mounted();
      act(() => toast[kind]('Predictions Saved', 'Your five picks are in.'));
      expect(await screen.findByText('Predictions Saved')).toBeInTheDocument();
      expect(screen.getByText('Your five picks are in.')).toBeInTheDocument();
      expect(toastNamed('Predictions Saved')).toHaveAttribute('data-toast', kind);
    },
  );

  it('each toast shown sends an analytics event with its type and title', async () => {
    const { analytics } = await mounted();
    act(() => toast.error('Failed to save predictions, please try again'));
    act(() => toast.info('No credits available'));
    expect(analytics.track.mock.calls).toEqual([
      [{ name: 'toast_shown', category: 'error', label: 'Failed to save predictions, please try again' }],
      [{ name: 'toast_shown', category: 'info', label: 'No credits available' }],
    ]);
  });

  it('closes when clicked', async () => {
    const { user } = await mounted();
    act(() => toast.success('Predictions Saved'));
    await screen.findByText('Predictions Saved');
    await user.click(toastNamed('Predictions Saved') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Predictions Saved')).not.toBeInTheDocument());
  });

  it('is removed after 4000 ms when the timeout is asked for', async () => {
    await mounted();
    act(() => toast.info('Warm-up')); // loads the notice list before the clock is frozen
    await screen.findByText('Warm-up');
    vi.useFakeTimers();
    act(() => toast.success('Predictions Saved', undefined, { timeout: true }));
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(screen.getByText('Predictions Saved')).toBeInTheDocument();
    // 4000 ms, then the 250 ms exit transition of the notice list.
    await act(() => vi.advanceTimersByTimeAsync(1 + 300));
    expect(screen.queryByText('Predictions Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Warm-up')).toBeInTheDocument();
  });

  it('stays until clicked without the timeout', async () => {
    await mounted();
    act(() => toast.info('Warm-up'));
    await screen.findByText('Warm-up');
    vi.useFakeTimers();
    act(() => toast.warning('Extra prediction credit revoked'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Extra prediction credit revoked')).toBeInTheDocument();
  });

  it('before the app is mounted only logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => toast.error('Too early')).not.toThrow();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Toast "Too early" was raised before the app was mounted; it is not shown.',
    );
  });

  it('raised before mounting is not queued for later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    toast.success('Too early');
    const { analytics } = await mounted();
    act(() => toast.info('On time'));
    expect(await screen.findByText('On time')).toBeInTheDocument();
    expect(screen.queryByText('Too early')).not.toBeInTheDocument();
    expect(analytics.track).toHaveBeenCalledTimes(1);
  });
});

describe('snackbar', () => {
  it('closes after 5000 ms by default', async () => {
    await mounted();
    act(() => toast.info('Warm-up'));
    await screen.findByText('Warm-up');
    vi.useFakeTimers();
    act(() => snackbar('Link copied'));
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1 + 300));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('with -1 stays until clicked', async () => {
    const { user } = await mounted();
    act(() => toast.info('Warm-up'));
    await screen.findByText('Warm-up');
    vi.useFakeTimers();
    act(() => snackbar('You are offline', snackbarNeverCloses));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    vi.useRealTimers();
    await user.click(screen.getByText('You are offline'));
    await waitFor(() => expect(screen.queryByText('You are offline')).not.toBeInTheDocument());
  });
});
