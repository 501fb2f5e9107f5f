import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '#src/app/AppProviders.tsx';
import { ChunkLoadError, lazyScreen, loadChunk } from '#src/lib/chunk-load.ts';
import { RouteErrorBoundary } from '#src/app/routing/RouteErrorScreen.tsx';
import { chunkLoadTimeoutMs } from '#src/lib/constants.ts';
import { renderApp } from '../test-utils/app.tsx';
import { apiUrl, mswServer, staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';

useMswServer(
  staticLookupHandlers.activeSports(),
  staticLookupHandlers.allSportsAndCompetitions(),
  staticLookupHandlers.outrightSportsAndCompetitions(),
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

async function openSports() {
  const app = renderApp();
  await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
  await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await app.user.click(within(drawer).getByText('Sports'));
  return app;
}

describe('request error popups', () => {
  it('a 429 opens "Too many requests", which Close dismisses', async () => {
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/Sports/'), () =>
        HttpResponse.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            code: 'tooManyRequests',
            message: 'Too many requests. Please try again in 30 seconds.',
          },
          { status: 429 },
        ),
      ),
    );
    const { user } = await openSports();
    const popup = await screen.findByRole('dialog', { name: 'Too many requests' });
    expect(popup).toHaveTextContent(
      'You have made too many requests in a short period of time. Please try again later.',
    );
    // Every button has a name, the corner cross too (axe button-name): both say Close.
    for (const button of within(popup).getAllByRole('button')) expect(button).toHaveAccessibleName();
    const closeButtons = within(popup).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Too many requests' })).not.toBeInTheDocument(),
    );
  });

  it('an unreachable server opens "Unreachable server", whose Reload reloads the page', async () => {
    mswServer.use(http.get(apiUrl('StaticLookups/v1/Sports/'), () => HttpResponse.error()));
    const { user, pageLoader } = await openSports();
    const popup = await screen.findByRole('dialog', { name: 'Unreachable server' });
    expect(popup).toHaveTextContent('The server is currently unavailable, please retry later.');
    await user.click(within(popup).getByRole('button', { name: 'Reload' }));
    expect(pageLoader.reload).toHaveBeenCalledOnce();
  });

  it('other failures raise no popup', async () => {
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/Sports/'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', code: 'routeNotFound', message: 'nope' },
          { status: 404 },
        ),
      ),
    );
    await openSports();
    expect(await screen.findByText('Error Processing Request: Resource not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Too many requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Unreachable server' })).not.toBeInTheDocument();
  });

  // docs/product.md §8: a 503 (the server's answer while its database is out of reach, with Retry-After)
  // shows the status's wording; it is not the "Unreachable server" popup, which is for no answer at all.
  it('a 503 shows "Service Unavailable" and raises no popup', async () => {
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/Sports/'), () =>
        HttpResponse.json(
          {
            statusCode: 503,
            error: 'Service Unavailable',
            code: 'serviceUnavailable',
            message: 'The service is unavailable for a moment. Please try again shortly.',
          },
          { status: 503, headers: { 'retry-after': '5' } },
        ),
      ),
    );
    await openSports();
    expect(await screen.findByText('Error Processing Request: Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Unreachable server' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Too many requests' })).not.toBeInTheDocument();
  });

  it('a 403 sends the player to /notfound', async () => {
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/AllSportsAndCompetitions'), () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Forbidden' },
          { status: 403 },
        ),
      ),
    );
    const { router } = renderApp({ path: '/play/Football' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('global error dialog', () => {
  const expectGlobalErrorDialog = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'An unexpected error occurred!' });
    expect(dialog).toHaveTextContent('Press the Reload button to reload the page and retry.');
    return dialog;
  };

  it('replaces a screen that throws while rendering; Reload reloads', async () => {
    quietConsole();
    // Not a list: the events view fails while reading it.
    mswServer.use(
      http.get(apiUrl('StaticLookups/v1/AllSportsAndCompetitions'), () => HttpResponse.json({ data: 1 })),
    );
    const { user, pageLoader } = renderApp({ path: '/play/Football' });
    const dialog = await expectGlobalErrorDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(pageLoader.reload).toHaveBeenCalledOnce();
  });

  it('catches a render error outside the router too', async () => {
    quietConsole();
    const { services } = renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Daily Challenge' });
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <AppProviders services={services} mantineEnv="test">
        <Broken />
      </AppProviders>,
    );
    await expectGlobalErrorDialog();
  });
});

describe('screen code that does not arrive', () => {
  function renderLazyRoute(load: () => Promise<{ Screen: () => null }>) {
    const { services, pageLoader } = renderApp();
    const Screen = lazyScreen(load, (m) => m.Screen);
    render(
      <AppProviders services={services} mantineEnv="test">
        <MemoryRouter>
          <RouteErrorBoundary resetKey="/">
            <Suspense fallback={<p>Loading</p>}>
              <Screen />
            </Suspense>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    return { pageLoader };
  }

  it('shows a reload dialog instead of a blank page', async () => {
    quietConsole();
    const { pageLoader } = renderLazyRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Stats.js')),
    );
    const dialog = await screen.findByRole('dialog', { name: 'This page could not be loaded' });
    expect(dialog).toHaveTextContent(
      'Part of the application did not arrive. Press the Reload button to try again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(pageLoader.reload).toHaveBeenCalledOnce();
  });

  it('gives up on a chunk after 120000 ms', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });
});
