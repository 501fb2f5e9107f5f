import type { ApiErrorBody } from '#core/contract/errors.ts';
import { ofetch } from 'ofetch';
import { ApiError, apiErrorCodes, networkErrorText, tooManyRequestsText } from './errors.ts';

/**
 * Resolves in a later task of the event loop. A request starts in a task of its own: an answer that
 * moves the session on (who am I) drew the screen and started its four requests in one task, and under
 * Lighthouse each `fetch` costs 4-7 ms (its initiator's stack is recorded): 72 ms in one task on /play,
 * four times that on its simulated phone (issue #18). A message, not a timer: a paused test clock
 * (Playwright's `page.clock`) holds timers, and the request would wait for it.
 */
function inATaskOfItsOwn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: a 401 just rejects, with no token refresh and no logout. For the refresh call itself
   * (which would otherwise wait on its own refresh) and for sign-in, where 401 means bad credentials.
   */
  refreshOnUnauthorized?: boolean;
  /**
   * false: the caller tells its own failure, so a 429 or an unreachable server raises no app-wide popup
   * (src/lib/popups). For the guest sign-up, whose refusal must never block browsing.
   */
  popups?: boolean;
}

/** What a request guard sees before a call goes out. */
interface OutgoingRequest {
  service: string;
  path: string;
  method: HttpMethod;
  url: string;
}

/** What a response guard sees before a successful answer is handed over. */
interface IncomingResponse {
  url: string;
  status: number;
  data: unknown;
}

export interface RequestLayerOptions {
  getApiRoot(): string;
  getBearerToken(): string | null;
  /** Gets new session tokens; resolves false when that is not possible. */
  refreshToken(): Promise<boolean>;
  /** The session is gone for good: the shell logs the user out. */
  onUnauthorized(): void | Promise<void>;
  /** A 403: the shell shows /notfound. */
  onForbidden(): void;
  requestGuard?(request: OutgoingRequest): boolean;
  responseGuard?(response: IncomingResponse): boolean;
}

export interface RequestLayer {
  request<T>(service: string, path: string, options?: RequestOptions): Promise<T>;
}

/** Shares one in-flight run of `task` among all callers that ask while it is running. */
function shareInFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

// Uploads go as they are; everything else is JSON, strings included (ofetch would send a bare
// string unquoted, which the server's JSON parser rejects).
function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  );
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a plain-text answer is still an answer
  }
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  const candidate = body as Partial<ApiErrorBody> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.message === 'string' &&
    typeof candidate.statusCode === 'number'
  );
}

function httpError(status: number, statusText: string, text: string): ApiError {
  if (status === apiErrorCodes.tooManyRequests) {
    return new ApiError({ code: status, status, message: tooManyRequestsText, responseText: text });
  }
  const body = parseBody(text);
  const message = isApiErrorBody(body) ? body.message : text || statusText || `HTTP ${status}`;
  return new ApiError({ code: status, status, message, responseText: text });
}

interface Answer {
  status: number;
  statusText: string;
  text: string;
  /** The bearer token the request carried. */
  token: string | null;
}

export function createRequestLayer(options: RequestLayerOptions): RequestLayer {
  const refreshOnce = shareInFlight(async () => {
    try {
      return await options.refreshToken();
    } catch {
      return false;
    }
  });
  const unauthorizedOnce = shareInFlight(async () => {
    await options.onUnauthorized();
  });

  async function send(url: string, method: HttpMethod, request: RequestOptions): Promise<Answer> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    const token = options.getBearerToken(); // read per attempt: a retry carries the refreshed token
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (isRawBody(request.body)) body = request.body;
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['Content-Type'] = 'application/json';
    }
    try {
      const response = await ofetch.raw<string>(url, {
        method,
        headers,
        query: request.query,
        body,
        signal: request.signal,
        credentials: 'include',
        retry: false, // retrying is this layer's decision (401 only), not ofetch's
        ignoreResponseError: true,
        parseResponse: (text) => text, // keep the raw text: errors carry it as responseText
      });
      return { status: response.status, statusText: response.statusText, text: response._data ?? '', token };
    } catch (error) {
      if (request.signal?.aborted) throw error; // the caller gave up; not a server problem
      throw new ApiError({ code: apiErrorCodes.unreachable, message: networkErrorText, cause: error });
    }
  }

  async function request<T>(service: string, path: string, request: RequestOptions = {}): Promise<T> {
    const method = request.method ?? 'GET';
    const url = `${options.getApiRoot()}${service}/v1/${path}`;
    if (options.requestGuard && !options.requestGuard({ service, path, method, url })) {
      throw new ApiError({ code: apiErrorCodes.requestGuard, message: `Request refused: ${method} ${url}` });
    }

    await inATaskOfItsOwn(); // once a call: a retry after a refresh already runs in the refresh's answer
    let answer = await send(url, method, request);
    if (answer.status === 401 && request.refreshOnUnauthorized !== false) {
      // A 401 for a token that has since been replaced (a refresh finished while this call was on
      // the wire) only needs a retry, not another refresh.
      const renewed = options.getBearerToken() !== answer.token || (await refreshOnce());
      if (renewed) answer = await send(url, method, request);
      if (answer.status === 401) await unauthorizedOnce();
    }
    if (answer.status === 403) options.onForbidden();
    if (answer.status < 200 || answer.status >= 300) {
      throw httpError(answer.status, answer.statusText, answer.text);
    }

    const data = parseBody(answer.text);
    if (options.responseGuard && !options.responseGuard({ url, status: answer.status, data })) {
      throw new ApiError({
        code: apiErrorCodes.responseGuard,
        status: answer.status,
        message: `Response refused: ${method} ${url}`,
        responseText: answer.text,
      });
    }
    return data as T;
  }

  return { request };
}
