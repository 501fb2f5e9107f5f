import type { StorageBackend } from '#src/lib/storage.ts';

/** A Map-backed stand-in for window.localStorage. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageBackend & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
