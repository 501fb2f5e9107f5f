// The SPA's words for the server's coded refusals (core/refusals.ts lists the codes, their params and the
// server's English). Only the generic codes are worded here, in the first page's chunk; an area adds the
// words of its own codes when its chunk loads (play, the daily challenge), so they weigh on that chunk
// only. A code without words shows the server's own sentence. Only types come from core/refusals.ts: the
// server's English functions never ship in the SPA.
import type { MessageDescriptor } from '@lingui/core';
import type { RefusalCode, RefusalParams } from '#core/refusals.ts';
import { messages } from '#src/lib/messages.ts';
import type { ApiRefusal } from './errors.ts';

/** The game's own words (a descriptor, translated where shown) or text that came as it is. */
export type RefusalWording = MessageDescriptor | string;

/** Words for some codes, each from its code's params; undefined leaves the server's sentence. */
export type RefusalWords = {
  [C in RefusalCode]?: (params: RefusalParams<C>) => RefusalWording | undefined;
};

/** The generic codes a 400 can carry, in every screen. */
export const genericRefusalWords: RefusalWords = {
  // The failed check, as the server's schema says it: not the game's words, so shown as it is.
  invalidRequest: ({ detail }) => detail,
  invalidLink: () => messages.invalidOrExpiredUrl,
  tooManyRequests: () => messages.tooManyRequests,
};

const known: RefusalWords = { ...genericRefusalWords };

/** Adds an area's words (its chunk calls this as it loads). */
export function addRefusalWords(words: RefusalWords): void {
  Object.assign(known, words);
}

/** What a refusal says: the SPA's words for its code, else the server's own sentence. */
export function refusalWording(refusal: ApiRefusal): RefusalWording {
  if (!Object.hasOwn(known, refusal.code)) return refusal.message;
  const words = known[refusal.code as RefusalCode] as (params: object) => RefusalWording | undefined;
  return words(refusal.params) ?? refusal.message;
}
