import type { RefusalCode } from '#core/refusals.ts';

/**
 * Every error the API returns has this body (one shape, one error handler). `code` names the refusal
 * (core/refusals.ts lists every code and its parameters); the SPA words it from the code and `params`.
 * `message` is the English sentence the catalogue makes of them, for logs and other readers.
 */
export interface ApiErrorBody {
  statusCode: number;
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  /** The stable code of the refusal, e.g. "tooManyPicks". */
  code: RefusalCode;
  /** The code's parameters (RefusalParams<code>), e.g. `{ max: 5 }`; absent when it has none. */
  params?: Record<string, string | number>;
  /** A sentence a person can read; for 5xx a generic text, never internals. */
  message: string;
}
