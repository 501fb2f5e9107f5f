import type { RefusalCode } from '#core/refusals.ts';

/**
 * A refused call's code, when it is one of `codes`. src's actors reject a coded refusal with an Error whose
 * message is the code (the server's answer as its `cause`), so the machines need nothing but core; anything
 * else (another code, a rejection that is not an Error) is a failure: null.
 */
export function refusalCodeAmong<C extends RefusalCode>(codes: readonly C[], error: unknown): C | null {
  if (!(error instanceof Error)) return null;
  return (codes as readonly string[]).includes(error.message) ? (error.message as C) : null;
}
