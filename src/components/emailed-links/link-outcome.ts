import { isApiError } from '#src/api/errors.ts';

// How the server turns down an e-mailed link's token (unknown, used, expired, or for someone else).
// 403 is never among them: the request layer sends a 403 to /notfound.
const refusedLinkStatuses = new Set([400, 401, 404, 410]);

/** True when a failed call means the link itself is no good, rather than the server or network failing. */
export function isRefusedLink(error: unknown): boolean {
  return isApiError(error) && refusedLinkStatuses.has(error.code);
}

/** The query parameters an e-mailed link must carry, or null when any is missing or blank. */
export function linkParams<K extends string>(
  search: URLSearchParams,
  keys: readonly K[],
): Record<K, string> | null {
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (!value) return null;
    values[key] = value;
  }
  return values;
}
