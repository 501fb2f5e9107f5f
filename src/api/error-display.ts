import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '#src/i18n/i18n.ts';
import { throttleSeconds } from '#src/lib/constants.ts';
import { messages } from '#src/lib/messages.ts';
import { apiRefusal, isApiError } from './errors.ts';
import { refusalWording, type RefusalWording } from './refusal-words.ts';

/** What an error popup shows: a title and a message, each translated by the view. */
export interface ErrorDisplay {
  title: MessageDescriptor;
  /** A descriptor for the game's own wording; a string for text that came from elsewhere. */
  message: string | MessageDescriptor;
}

export const errorTitle = msg`Error`;

type Detail = 'default' | 'accessDenied' | 'notFound' | 'throttled' | 'internal' | 'unavailable';

const seconds = throttleSeconds;

// Each wording exists with and without a caller's prefix, as whole sentences, so translators see
// the full text instead of fragments glued together at runtime.
const details: Record<Detail, { plain: MessageDescriptor; prefixed(prefix: string): MessageDescriptor }> = {
  default: {
    plain: msg`Error Processing Request`,
    prefixed: (prefix) => msg`${prefix}: Error Processing Request`,
  },
  accessDenied: {
    plain: msg`Error Processing Request: Access denied`,
    prefixed: (prefix) => msg`${prefix}: Error Processing Request: Access denied`,
  },
  notFound: {
    plain: msg`Error Processing Request: Resource not found`,
    prefixed: (prefix) => msg`${prefix}: Error Processing Request: Resource not found`,
  },
  throttled: {
    plain: messages.tooManyRequests,
    prefixed: (prefix) => msg`${prefix}: Too many requests. Please try again in ${seconds} seconds.`,
  },
  internal: {
    plain: msg`Error Processing Request: Internal Server Error`,
    prefixed: (prefix) => msg`${prefix}: Error Processing Request: Internal Server Error`,
  },
  unavailable: {
    plain: msg`Error Processing Request: Service Unavailable`,
    prefixed: (prefix) => msg`${prefix}: Error Processing Request: Service Unavailable`,
  },
};

const detailByStatus: Record<number, Detail> = {
  401: 'accessDenied',
  403: 'accessDenied',
  404: 'notFound',
  429: 'throttled',
  500: 'internal',
  503: 'unavailable',
};

function withPrefix<T extends RefusalWording>(text: T, prefix: string | undefined): T | string {
  if (!prefix) return text;
  return `${prefix}: ${typeof text === 'string' ? text : i18n._(text)}`;
}

/**
 * The popup for a failed call (docs/product.md §8, Display). A 400 shows the refusal in the SPA's words for its code
 * (src/api/refusal-words.ts), or the server's own message for a code it has no words for; known
 * statuses get their wording; a thrown string is shown as it is; anything else is the default.
 * A 429 shows the request layer's throttle wording (the spec's 429 text) rather than the default.
 */
export function describeError(error: unknown, prefix?: string): ErrorDisplay {
  const title = errorTitle;
  if (typeof error === 'string') return { title, message: withPrefix(error, prefix) };

  let detail: Detail = 'default';
  if (isApiError(error)) {
    if (error.code === 400) {
      const refusal = apiRefusal(error);
      const wording = refusal ? refusalWording(refusal) : error.message;
      if (wording) return { title, message: withPrefix(wording, prefix) };
    }
    detail = detailByStatus[error.code] ?? 'default';
  }
  const wording = details[detail];
  return { title, message: prefix ? wording.prefixed(prefix) : wording.plain };
}

/** The server's answer behind a failure (a flow machine keeps it as its Error's `cause`). */
const serverAnswerOf = (error: unknown): unknown =>
  !isApiError(error) && error instanceof Error && isApiError(error.cause) ? error.cause : error;

/**
 * What a failed call says in place: a coded refusal (a 404 or 409 too, not only a 400) in the SPA's words
 * for its code (an area's words once its chunk has loaded), anything else as every screen says it.
 */
export function failureWords(error: unknown): RefusalWording {
  const answer = serverAnswerOf(error);
  const refusal = apiRefusal(answer);
  return refusal ? refusalWording(refusal) : describeError(answer).message;
}
