/** Every error the API returns has this body (one shape, one error handler). */
export interface ApiErrorBody {
  statusCode: number;
  /** The HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  /** A sentence a person can read; for 5xx a generic text, never internals. */
  message: string;
}

export const tooManyRequestsMessage = 'Too many requests. Please try again in 30 seconds.';
