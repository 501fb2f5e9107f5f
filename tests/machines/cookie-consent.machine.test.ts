import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cookieConsentMachine } from '#machines/cookie-consent.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const model: MachineModel<typeof cookieConsentMachine> = {
  machine: cookieConsentMachine,
  inputs: [
    { name: 'undecided', input: { consent: null } },
    { name: 'accepted', input: { consent: true } },
    { name: 'rejected', input: { consent: false } },
    { name: "dismissed in the page's copy", input: { consent: null, dismissed: true } },
  ],
  events: [{ type: 'ACCEPT_ALL' }, { type: 'REJECT_ALL' }, { type: 'OPEN_SETTINGS' }, { type: 'CLOSE' }],
  outcomes: {},
  key: (snapshot) => snapshot.value,
};

describe('cookie consent machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(cookieConsentMachine));
  });
});

function consentActor(consent: boolean | null) {
  const storeConsent = vi.fn();
  const setAnalyticsConsent = vi.fn();
  const actor = createActor(
    cookieConsentMachine.provide({
      actions: {
        storeConsent: (_, { accepted }) => storeConsent(accepted),
        setAnalyticsConsent: (_, { accepted }) => setAnalyticsConsent(accepted),
      },
    }),
    { input: { consent } },
  ).start();
  return { actor, storeConsent, setAnalyticsConsent };
}

describe('the choice', () => {
  it('opens the dialog on load while undecided; Accept All stores true, tells analytics and closes', () => {
    const { actor, storeConsent, setAnalyticsConsent } = consentActor(null);
    expect(actor.getSnapshot().value).toEqual({ undecided: 'dialogOpen' });
    actor.send({ type: 'ACCEPT_ALL' });
    expect(actor.getSnapshot().value).toEqual({ accepted: 'dialogClosed' });
    expect(storeConsent).toHaveBeenCalledExactlyOnceWith(true);
    expect(setAnalyticsConsent).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('Reject All stores false and closes; Cookie Settings reopens it', () => {
    const { actor, storeConsent } = consentActor(null);
    actor.send({ type: 'REJECT_ALL' });
    expect(actor.getSnapshot().value).toEqual({ rejected: 'dialogClosed' });
    expect(storeConsent).toHaveBeenCalledExactlyOnceWith(false);
    actor.send({ type: 'OPEN_SETTINGS' });
    expect(actor.getSnapshot().value).toEqual({ rejected: 'dialogOpen' });
  });

  it('stays closed on load once decided, and a dismissal changes nothing', () => {
    const { actor, storeConsent } = consentActor(true);
    expect(actor.getSnapshot().value).toEqual({ accepted: 'dialogClosed' });
    actor.send({ type: 'OPEN_SETTINGS' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toEqual({ accepted: 'dialogClosed' });
    expect(storeConsent).not.toHaveBeenCalled();
  });
});
