import { describe, expect, it } from 'vitest';
import { choiceOnTheCopy, consentCopyClosed } from '#src/app/session/consent-copy.ts';
import { createAppStorage } from '#src/lib/storage.ts';
import { memoryStorage } from '../lib/memory-storage.ts';

// The page's copy of the cookie dialog stays clickable until the app's first commit replaces it, after the
// consent machine has read its input (core/contract/early-consent.ts): what was done there still counts.

function page({ stored = null as boolean | null, closed = false } = {}) {
  const storage = createAppStorage(memoryStorage());
  storage.set('cookieConsent', stored);
  // `<html>`, as far as the copy's script marks it.
  const root = { hasAttribute: (name: string) => closed && name === 'data-consent-dismissed' };
  return { storage, root };
}

describe("the visitor's doing on the page's copy of the cookie dialog", () => {
  it('a choice stored there is taken as the same choice', () => {
    const accepted = page({ stored: true });
    expect(choiceOnTheCopy(true, accepted.storage, accepted.root)).toEqual({ type: 'ACCEPT_ALL' });
    const rejected = page({ stored: false, closed: true });
    expect(choiceOnTheCopy(true, rejected.storage, rejected.root)).toEqual({ type: 'REJECT_ALL' });
  });

  it('closing it closes the dialog; doing nothing there changes nothing', () => {
    const closed = page({ closed: true });
    expect(consentCopyClosed(closed.root)).toBe(true);
    expect(choiceOnTheCopy(true, closed.storage, closed.root)).toEqual({ type: 'CLOSE' });
    const untouched = page();
    expect(consentCopyClosed(untouched.root)).toBe(false);
    expect(choiceOnTheCopy(true, untouched.storage, untouched.root)).toBeNull();
  });

  it('counts only while the machine still holds the dialog it opened', () => {
    const accepted = page({ stored: true, closed: true });
    expect(choiceOnTheCopy(false, accepted.storage, accepted.root)).toBeNull();
  });
});
