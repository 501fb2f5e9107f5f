import { describe, expect, it, vi } from 'vitest';
import { consentStorageKey } from '#core/contract/early-consent.ts';
import { appStorage, createAppStorage, storageKey } from '#src/lib/storage.ts';
import { memoryStorage } from './memory-storage.ts';

describe('app storage', () => {
  it('prefixes every key with the app name and stores JSON', () => {
    const backend = memoryStorage();
    const storage = createAppStorage(backend);
    storage.set('cookieConsent', true);
    storage.set('anonymousUser', { id: 'guest-1', password: 'p@ss' });
    storage.set('currentLocale', 'en');
    expect(Object.fromEntries(backend.data)).toEqual({
      'longshot.cookieConsent': 'true',
      'longshot.anonymousUser': '{"id":"guest-1","password":"p@ss"}',
      'longshot.currentLocale': '"en"',
    });
    expect(storageKey('customApiUrl')).toBe('longshot.customApiUrl');
  });

  it("keeps the cookie choice where the served page's copy of the dialog stores it before the app runs", () => {
    expect(storageKey('cookieConsent')).toBe(consentStorageKey);
  });

  it('reads back what it wrote, for every key', () => {
    const storage = createAppStorage(memoryStorage());
    const context = {
      userName: 'jane',
      displayName: 'Jane S',
      userId: 'u1',
      userTypeId: 2,
      userRoleId: 'Player',
    };
    storage.set('welcomeMessageViewedDate', '2025-10-21');
    storage.set('cookieConsent', false);
    storage.set('anonymousUser', { id: 'g', password: 'p' });
    storage.set('currentLocale', 'en');
    storage.set('authenticated', true);
    storage.set('customApiUrl', 'https://api.test');
    storage.set('userContext', context);
    expect(storage.get('welcomeMessageViewedDate')).toBe('2025-10-21');
    expect(storage.get('cookieConsent')).toBe(false);
    expect(storage.get('anonymousUser')).toEqual({ id: 'g', password: 'p' });
    expect(storage.get('currentLocale')).toBe('en');
    expect(storage.get('authenticated')).toBe(true);
    expect(storage.get('customApiUrl')).toBe('https://api.test');
    expect(storage.get('userContext')).toEqual(context);
  });

  it('keeps cookie consent three-way: true, false, or null when undecided', () => {
    const storage = createAppStorage(memoryStorage());
    expect(storage.get('cookieConsent')).toBeNull();
    storage.set('cookieConsent', false);
    expect(storage.get('cookieConsent')).toBe(false);
    storage.set('cookieConsent', null);
    expect(storage.get('cookieConsent')).toBeNull();
  });

  it('removes values', () => {
    const backend = memoryStorage();
    const storage = createAppStorage(backend);
    storage.set('authenticated', true);
    storage.remove('authenticated');
    expect(backend.data.size).toBe(0);
    expect(storage.get('authenticated')).toBeNull();
  });

  it('returns null for corrupt JSON instead of throwing', () => {
    const storage = createAppStorage(
      memoryStorage({
        'longshot.cookieConsent': '{not json',
        'longshot.anonymousUser': '',
        'longshot.userContext': 'undefined',
      }),
    );
    expect(storage.get('cookieConsent')).toBeNull();
    expect(storage.get('anonymousUser')).toBeNull();
    expect(storage.get('userContext')).toBeNull();
  });

  it('returns null for well-formed JSON of the wrong shape', () => {
    const storage = createAppStorage(
      memoryStorage({
        'longshot.cookieConsent': '"yes"',
        'longshot.authenticated': '1',
        'longshot.anonymousUser': '{"id":"g"}',
        'longshot.currentLocale': '42',
        'longshot.customApiUrl': '"  "',
        'longshot.userContext': '{"userId":5}',
        'longshot.welcomeMessageViewedDate': 'null',
      }),
    );
    expect(storage.get('cookieConsent')).toBeNull();
    expect(storage.get('authenticated')).toBeNull();
    expect(storage.get('anonymousUser')).toBeNull();
    expect(storage.get('currentLocale')).toBeNull();
    expect(storage.get('customApiUrl')).toBeNull();
    expect(storage.get('userContext')).toBeNull();
    expect(storage.get('welcomeMessageViewedDate')).toBeNull();
  });

  it('ignores other keys and unprefixed entries', () => {
    const storage = createAppStorage(memoryStorage({ cookieConsent: 'true' }));
    expect(storage.get('cookieConsent')).toBeNull();
  });

  it('tolerates storage that is missing or throws', () => {
    const missing = createAppStorage(null);
    expect(missing.get('authenticated')).toBeNull();
    expect(() => missing.set('authenticated', true)).not.toThrow();
    expect(() => missing.remove('authenticated')).not.toThrow();

    const broken = createAppStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(broken.get('authenticated')).toBeNull();
    expect(() => broken.set('authenticated', true)).not.toThrow();
    expect(() => broken.set('authenticated', null)).not.toThrow();
    expect(() => broken.remove('authenticated')).not.toThrow();
  });

  it('uses window.localStorage when there is one, and copes when there is none', () => {
    const backend = memoryStorage();
    vi.stubGlobal('localStorage', backend);
    try {
      appStorage.set('currentLocale', 'en');
      expect(backend.data.get('longshot.currentLocale')).toBe('"en"');
      expect(appStorage.get('currentLocale')).toBe('en');
      appStorage.remove('currentLocale');
      expect(backend.data.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal('localStorage', undefined);
    try {
      expect(appStorage.get('currentLocale')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
