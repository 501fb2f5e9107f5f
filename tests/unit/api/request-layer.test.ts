import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors.ts';
import { createRequestLayer, type RequestLayerOptions } from '#src/api/request-layer.ts';
import { apiRootUrl, useMockServer } from './msw.ts';

const server = useMockServer();

function layer(overrides: Partial<RequestLayerOptions> = {}) {
  const options = {
    getApiRoot: () => apiRootUrl,
    getBearerToken: vi.fn((): string | null => 'token-1'),
    refreshToken: vi.fn(async () => false),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    ...overrides,
  };
  return { ...createRequestLayer(options), options };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request layer: the call', () => {
  it('calls {apiRoot}{service}/v1/{path} with the bearer token and XMLHttpRequest marker', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${apiRootUrl}account/v1/WhoAmI`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ userId: 'u1' });
      }),
    );
    // Node's fetch drops `credentials` before MSW sees the request, so check what the layer passed.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { request } = layer();
      await expect(request('account', 'WhoAmI')).resolves.toEqual({ userId: 'u1' });
      expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    } finally {
      fetchSpy.mockRestore();
    }
    expect(seen?.url).toBe('http://longshot.test/api/account/v1/WhoAmI');
    expect(seen?.method).toBe('GET');
    expect(seen?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('starts each call in a task of its own, not in the task that asked for it', async () => {
    server.use(http.get(`${apiRootUrl}account/v1/WhoAmI`, () => HttpResponse.json({ userId: 'u1' })));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { request } = layer();
      const answer = request('account', 'WhoAmI');
      // Every microtask of this task runs first (an answer's state changes and renders): no fetch yet.
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      expect(fetchSpy).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
      await expect(answer).resolves.toEqual({ userId: 'u1' });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${apiRootUrl}auth/v1/ping`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { request } = layer({ getBearerToken: () => null });
    await expect(request('auth', 'ping')).resolves.toBeUndefined();
    expect(authorization).toBeNull();
  });

  it('sends the method, query and a JSON body', async () => {
    let seen: { method: string; url: string; type: string | null; body: unknown } | undefined;
    server.use(
      http.put(`${apiRootUrl}account/v1/DisplayName`, async ({ request }) => {
        seen = {
          method: request.method,
          url: request.url,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const { request } = layer();
    await request('account', 'DisplayName', {
      method: 'PUT',
      query: { competition: 'soccer_epl', page: 2 },
      body: { displayName: 'Jane' },
    });
    expect(seen).toEqual({
      method: 'PUT',
      url: `${apiRootUrl}account/v1/DisplayName?competition=soccer_epl&page=2`,
      type: 'application/json',
      body: { displayName: 'Jane' },
    });
  });

  it('sends a string body as JSON too', async () => {
    let body: unknown;
    server.use(
      http.put(`${apiRootUrl}auth/v1/jwt/refreshToken`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ bearerToken: 'b' });
      }),
    );
    await layer().request('auth', 'jwt/refreshToken', { method: 'PUT', body: 'refresh-1' });
    expect(body).toBe('refresh-1');
  });

  it('returns plain text answers as text', async () => {
    server.use(http.get(`${apiRootUrl}auth/v1/ping`, () => HttpResponse.text('pong')));
    await expect(layer().request('auth', 'ping')).resolves.toBe('pong');
  });
});

describe('request layer: errors', () => {
  it('429 gives code 429 and the throttle message', async () => {
    server.use(
      http.get(`${apiRootUrl}account/v1/MyInfo`, () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'slow down' },
          { status: 429 },
        ),
      ),
    );
    const error = await rejection(layer().request('account', 'MyInfo'));
    expect(error.code).toBe(429);
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many requests. Please try again in 30 seconds.');
  });

  it('403 tells the shell (which shows /notfound) and rejects', async () => {
    server.use(
      http.get(`${apiRootUrl}account/v1/MyInfo`, () => new HttpResponse('Forbidden', { status: 403 })),
    );
    const { request, options } = layer();
    const error = await rejection(request('account', 'MyInfo'));
    expect(error.code).toBe(403);
    expect(options.onForbidden).toHaveBeenCalledTimes(1);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('an unreachable server gives code -100 with the network message', async () => {
    server.use(http.get(`${apiRootUrl}account/v1/MyInfo`, () => HttpResponse.error()));
    const error = await rejection(layer().request('account', 'MyInfo'));
    expect(error.code).toBe(-100);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network Error');
    expect(error.cause).toBeDefined();
  });

  it('another failure carries the HTTP status, the body text and the server message', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Display name is taken.' };
    server.use(
      http.put(`${apiRootUrl}account/v1/DisplayName`, () => HttpResponse.json(body, { status: 400 })),
    );
    const error = await rejection(layer().request('account', 'DisplayName', { method: 'PUT', body: {} }));
    expect(error.code).toBe(400);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Display name is taken.');
    expect(JSON.parse(error.responseText)).toEqual(body);
  });

  it('a failure with a non-JSON body uses the text as message', async () => {
    server.use(
      http.get(`${apiRootUrl}account/v1/MyInfo`, () => new HttpResponse('gateway down', { status: 502 })),
    );
    const error = await rejection(layer().request('account', 'MyInfo'));
    expect(error).toMatchObject({
      code: 502,
      status: 502,
      message: 'gateway down',
      responseText: 'gateway down',
    });
  });

  it('a failure with JSON of another shape uses the text as message', async () => {
    server.use(
      http.get(`${apiRootUrl}account/v1/MyInfo`, () =>
        HttpResponse.json({ detail: 'nope' }, { status: 500 }),
      ),
    );
    const error = await rejection(layer().request('account', 'MyInfo'));
    expect(error).toMatchObject({
      code: 500,
      message: '{"detail":"nope"}',
      responseText: '{"detail":"nope"}',
    });
  });

  it('does not retry failures itself', async () => {
    const handler = vi.fn(() => new HttpResponse('busy', { status: 503 }));
    server.use(http.get(`${apiRootUrl}account/v1/MyInfo`, handler));
    await rejection(layer().request('account', 'MyInfo'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a refused request never leaves (code -1)', async () => {
    const requestGuard = vi.fn(() => false);
    const error = await rejection(layer({ requestGuard }).request('account', 'MyInfo'));
    expect(error.code).toBe(-1);
    expect(requestGuard).toHaveBeenCalledWith({
      service: 'account',
      path: 'MyInfo',
      method: 'GET',
      url: `${apiRootUrl}account/v1/MyInfo`,
    });
  });

  it('a refused response gives code -2; allowing guards change nothing', async () => {
    server.use(http.get(`${apiRootUrl}account/v1/MyInfo`, () => HttpResponse.json({ a: 1 })));
    const refused = await rejection(layer({ responseGuard: () => false }).request('account', 'MyInfo'));
    expect(refused.code).toBe(-2);
    const allowed = layer({ requestGuard: () => true, responseGuard: () => true });
    await expect(allowed.request('account', 'MyInfo')).resolves.toEqual({ a: 1 });
  });
});

describe('request layer: 401 and the token refresh', () => {
  /** A protected endpoint that accepts only `token-2`; counts its calls. */
  function protectedEndpoint() {
    const calls = vi.fn();
    server.use(
      http.get(`${apiRootUrl}account/v1/MyInfo`, ({ request }) => {
        const token = request.headers.get('authorization');
        calls(token);
        return token === 'Bearer token-2'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(
              { statusCode: 401, error: 'Unauthorized', message: 'expired' },
              { status: 401 },
            );
      }),
    );
    return calls;
  }

  /** Session state with a refresh that swaps token-1 for token-2. */
  function session({ refreshSucceeds = true, delayMs = 20 } = {}) {
    let token = 'token-1';
    const refreshToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (refreshSucceeds) token = 'token-2';
      return refreshSucceeds;
    });
    return layer({ getBearerToken: () => token, refreshToken });
  }

  it('refreshes the token and retries the request once', async () => {
    const calls = protectedEndpoint();
    const { request, options } = session();
    await expect(request('account', 'MyInfo')).resolves.toEqual({ ok: true });
    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(calls.mock.calls).toEqual([['Bearer token-1'], ['Bearer token-2']]);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh among concurrent 401s', async () => {
    const calls = protectedEndpoint();
    const { request, options } = session();
    const results = await Promise.all(Array.from({ length: 5 }, () => request('account', 'MyInfo')));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledTimes(10);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('refreshes again for a later, separate 401', async () => {
    protectedEndpoint();
    let token = 'token-1';
    const refreshToken = vi.fn(async () => {
      token = 'token-2';
      return true;
    });
    const { request } = layer({ getBearerToken: () => token, refreshToken });
    await request('account', 'MyInfo');
    token = 'token-1'; // the session expired again
    await request('account', 'MyInfo');
    expect(refreshToken).toHaveBeenCalledTimes(2);
  });

  it('logs out once and rejects every caller when the refresh fails', async () => {
    const calls = protectedEndpoint();
    const { request, options } = session({ refreshSucceeds: false });
    const errors = await Promise.all(
      Array.from({ length: 3 }, () => rejection(request('account', 'MyInfo'))),
    );
    expect(errors.map((error) => error.code)).toEqual([401, 401, 401]);
    expect(errors[0]?.message).toBe('expired');
    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledTimes(3); // no retries without a new token
  });

  it('treats a refresh that throws as a failed refresh', async () => {
    protectedEndpoint();
    const { request, options } = layer({
      refreshToken: vi.fn(async () => {
        throw new Error('refresh endpoint down');
      }),
    });
    expect((await rejection(request('account', 'MyInfo'))).code).toBe(401);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out when the retry is refused again, and retries only once', async () => {
    const handler = vi.fn(() => new HttpResponse('no', { status: 401 }));
    server.use(http.get(`${apiRootUrl}account/v1/MyInfo`, handler));
    let token = 'token-1';
    const { request, options } = layer({
      getBearerToken: () => token,
      refreshToken: vi.fn(async () => {
        token = 'token-2';
        return true;
      }),
    });
    expect((await rejection(request('account', 'MyInfo'))).code).toBe(401);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(options.refreshToken).toHaveBeenCalledTimes(1);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('waits for the logout before rejecting', async () => {
    protectedEndpoint();
    const order: string[] = [];
    const { request } = layer({
      onUnauthorized: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push('logged out');
      },
    });
    await request('account', 'MyInfo').catch(() => order.push('rejected'));
    expect(order).toEqual(['logged out', 'rejected']);
  });

  it('with refreshOnUnauthorized false, a 401 just rejects', async () => {
    protectedEndpoint();
    const { request, options } = session();
    const error = await rejection(request('account', 'MyInfo', { refreshOnUnauthorized: false }));
    expect(error.code).toBe(401);
    expect(options.refreshToken).not.toHaveBeenCalled();
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refresh that itself calls the layer does not wait on itself', async () => {
    protectedEndpoint();
    server.use(
      http.put(
        `${apiRootUrl}auth/v1/jwt/refreshToken`,
        () => new HttpResponse('expired refresh', { status: 401 }),
      ),
    );
    const layerRef: { current?: ReturnType<typeof layer> } = {};
    layerRef.current = layer({
      refreshToken: async () => {
        await layerRef.current?.request('auth', 'jwt/refreshToken', {
          method: 'PUT',
          body: 'r',
          refreshOnUnauthorized: false,
        });
        return true;
      },
    });
    expect((await rejection(layerRef.current.request('account', 'MyInfo'))).code).toBe(401);
    expect(layerRef.current.options.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
