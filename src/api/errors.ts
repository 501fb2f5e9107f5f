import type { RefusalCode } from '#core/refusals.ts';
import { throttleSeconds } from '#src/lib/constants.ts';

/** Internal error codes: the call never reached the server, or its answer was refused. */
export const apiErrorCodes = {
  requestGuard: -1,
  responseGuard: -2,
  unreachable: -100,
  tooManyRequests: 429,
} as const;

export const tooManyRequestsText = `Too many requests. Please try again in ${throttleSeconds} seconds.`;
export const networkErrorText = 'Network Error';

export interface ApiErrorInit {
  code: number;
  /** HTTP status; 0 when there was no response. */
  status?: number;
  message: string;
  responseText?: string;
  cause?: unknown;
}

/** Every failed API call rejects with this, so views and machines handle one shape. */
export class ApiError extends Error {
  /** HTTP status, or one of apiErrorCodes for failures that are not a server answer. */
  readonly code: number;
  readonly status: number;
  /** The raw response body ('' when none). */
  readonly responseText: string;

  constructor({ code, status = 0, message, responseText = '', cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.responseText = responseText;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A refusal the server answered with: its stable code (core/refusals.ts), the code's params, its English. */
export interface ApiRefusal {
  /** A RefusalCode, or one this build does not know yet (a newer server). */
  code: string;
  params: Readonly<Record<string, string | number>>;
  /** The server's own sentence, shown when the SPA has no words for the code. */
  message: string;
}

function isParams(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number')
  );
}

/** The coded refusal in a failed call's answer (ApiErrorBody), or null when it carries none. */
export function apiRefusal(error: unknown): ApiRefusal | null {
  if (!isApiError(error) || error.responseText === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(error.responseText);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { code, params, message } = body as { code?: unknown; params?: unknown; message?: unknown };
  if (typeof code !== 'string' || code === '') return null;
  return {
    code,
    params: isParams(params) ? params : {},
    message: typeof message === 'string' ? message : error.message,
  };
}

/** Whether a failed call was refused with `code`: the SPA tells refusals apart by code, never by text. */
export function isRefusal(error: unknown, code: RefusalCode): boolean {
  return apiRefusal(error)?.code === code;
}

/**
 * For a flow machine's call: a refusal whose code is one of `codes` becomes an Error named by its code (the
 * machines' convention: they read nothing but the message), the server's answer kept as its cause for the
 * words; any other failure is thrown as it is. `promise.catch(asFlowFailure(codes))`.
 */
export function asFlowFailure(codes: readonly string[]): (error: unknown) => never {
  return (error) => {
    const code = apiRefusal(error)?.code;
    if (code !== undefined && codes.includes(code)) throw new Error(code, { cause: error });
    throw error;
  };
}
