import { appName } from './constants.ts';
import { toUserContext, type UserContext } from './user-context.ts';

interface AnonymousUser {
  id: string;
  password: string;
}

/** What the app keeps in local storage, by key. */
export interface StoredValues {
  /** ISO date the welcome message was last shown. */
  welcomeMessageViewedDate: string;
  /** The player's cookie choice; absent (null) while undecided. */
  cookieConsent: boolean;
  /** Credentials of the guest account tied to this browser. */
  anonymousUser: AnonymousUser;
  currentLocale: string;
  authenticated: boolean;
  /** A developer's API address override (used only when the settings allow it). */
  customApiUrl: string;
  userContext: UserContext;
}
export type StorageKey = keyof StoredValues;

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

// Storage is shared with older builds, extensions and curious players, so every read is checked.
const decoders: { [K in StorageKey]: (value: unknown) => StoredValues[K] | null } = {
  welcomeMessageViewedDate: (value) => (isString(value) ? value : null),
  cookieConsent: (value) => (isBoolean(value) ? value : null),
  anonymousUser: (value) => {
    const user = value as Partial<AnonymousUser> | null;
    return typeof user === 'object' && user !== null && isString(user.id) && isString(user.password)
      ? { id: user.id, password: user.password }
      : null;
  },
  currentLocale: (value) => (isString(value) ? value : null),
  authenticated: (value) => (isBoolean(value) ? value : null),
  customApiUrl: (value) => (isString(value) && value.trim() !== '' ? value : null),
  userContext: toUserContext,
};

export function storageKey(key: StorageKey): string {
  return `${appName}.${key}`;
}

export interface AppStorage {
  /** The stored value, or null when absent, unreadable, of the wrong shape or storage is off. */
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  /** Stores the value; null removes it. Failures (quota, private mode) are swallowed. */
  set<K extends StorageKey>(key: K, value: StoredValues[K] | null): void;
  remove(key: StorageKey): void;
}

/** The subset of the Web Storage API used here, so tests can pass a Map-backed fake. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createAppStorage(backend: StorageBackend | null): AppStorage {
  const remove = (key: StorageKey): void => {
    try {
      backend?.removeItem(storageKey(key));
    } catch {
      // storage unavailable: nothing to remove
    }
  };
  return {
    get(key) {
      try {
        const raw = backend?.getItem(storageKey(key));
        if (raw === null || raw === undefined) return null;
        return decoders[key](JSON.parse(raw));
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (value === null) return remove(key);
      try {
        backend?.setItem(storageKey(key), JSON.stringify(value));
      } catch {
        // quota exceeded or storage disabled: the app keeps working without persistence
      }
    },
    remove,
  };
}

/** window.localStorage, or null where reading it throws (sandboxed frames, disabled cookies). */
function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's local storage. Resolved on first use, so importing this module never touches the DOM. */
export const appStorage: AppStorage = {
  get: (key) => createAppStorage(browserLocalStorage()).get(key),
  set: (key, value) => createAppStorage(browserLocalStorage()).set(key, value),
  remove: (key) => createAppStorage(browserLocalStorage()).remove(key),
};
