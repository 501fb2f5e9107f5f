import { beforeAll, describe, expect, it } from 'vitest';
import {
  coverageLine,
  isComplete,
  measureCoverage,
  replayPath,
  type MachineCoverage,
} from '../../e2e/models/coverage.ts';
import { readExports } from '../../e2e/models/export-files.ts';
import { defineFlow, type AnyFlow, type RealExpectation, type RealStep } from '../../e2e/models/flow.ts';
import { flows } from '../../e2e/models/flows.ts';
import { exportFlow } from '../../e2e/models/paths.ts';
import { loadRealMachines, type RealMachine } from '../../e2e/models/real-machines.ts';
import { CoverageRecorder } from '../../e2e/models/coverage.ts';
import { call, newGuestArrives } from '../../e2e/models/session-steps.ts';

// `npm run paths:coverage`: the exported paths' real steps replayed on the real machines take every
// transition of every machine; the counting is right; and a path whose declared steps disagree with a
// machine fails loudly instead of counting something that did not happen.

let machines: Map<string, RealMachine>;
beforeAll(async () => {
  machines = await loadRealMachines();
});

/** A one-path flow: `steps` from a fresh browser to `expect`. */
function oneStep(steps: RealStep[], expectation: RealExpectation = {}): AnyFlow {
  return defineFlow({
    id: 'probe',
    title: 'probe',
    initial: 'fresh',
    states: {
      fresh: { says: 'fresh', real: {}, on: { GO: 'there' } },
      there: { says: 'there', real: expectation },
    },
    events: { GO: { says: 'go', real: steps } },
  }) as unknown as AnyFlow;
}

async function replayOne(flow: AnyFlow): Promise<CoverageRecorder> {
  const recorder = new CoverageRecorder();
  const [path] = exportFlow(flow).paths;
  if (!path) throw new Error('no path');
  await replayPath(flow, path, machines, recorder);
  return recorder;
}

describe('coverage of the real machines by the exported paths', () => {
  it('every transition of every machine in machines/ is taken', async () => {
    const exports = await readExports();
    const coverage = await measureCoverage(
      flows.map((flow) => ({ flow, exported: exportFlow(flow) })),
      machines,
    );
    expect(exports.size).toBe(flows.length);
    expect(coverage.map((machine) => machine.id).sort()).toEqual([...machines.keys()].sort());
    for (const machine of coverage) {
      expect(machine.transitions.missing, coverageLine(machine)).toEqual([]);
      expect(machine.states.missing, coverageLine(machine)).toEqual([]);
    }
  });
});

describe('counting', () => {
  it('counts the states entered and transitions taken, eventless ones included', async () => {
    const recorder = await replayOne(
      oneStep([...newGuestArrives('/'), { send: 'cookieConsent', event: { type: 'ACCEPT_ALL' } }], {
        auth: 'session.anonymous',
        cookieConsent: 'accepted.dialogClosed',
      }),
    );
    expect([...(recorder.transitions.get('cookieConsent') ?? [])].sort()).toEqual([
      'cookieConsent.deciding --always#3--> cookieConsent.undecided',
      'cookieConsent.undecided.dialogOpen --ACCEPT_ALL#0--> cookieConsent.accepted',
    ]);
    expect([...(recorder.states.get('cookieConsent') ?? [])].sort()).toEqual([
      'cookieConsent',
      'cookieConsent.accepted',
      'cookieConsent.accepted.dialogClosed',
      'cookieConsent.deciding',
      'cookieConsent.undecided',
      'cookieConsent.undecided.dialogOpen',
    ]);
    // The wiring forwards what the session forwards: the live guest session starts the idle count.
    expect([...(recorder.transitions.get('auth') ?? [])].sort()).toEqual([
      'auth.fetchingGuestStatus --xstate.done.actor.fetchGuestStatus#0--> auth.session.anonymous',
      'auth.fetchingUser --xstate.done.actor.whoAmI#0--> auth.fetchingGuestStatus',
      'auth.loading.deciding --always#5--> auth.signingUp',
      'auth.signingUp --xstate.done.actor.easySignUp#0--> auth.fetchingUser',
    ]);
    expect([...(recorder.transitions.get('sessionTimeout') ?? [])]).toEqual([
      'sessionTimeout.off --SESSION_STARTED#0--> sessionTimeout.active',
    ]);
    expect([...(recorder.transitions.get('guestStatus') ?? [])]).toEqual([
      'guestStatus.unknown --STATUS_LOADED#0--> guestStatus.known',
    ]);
  });

  it('reports a line per machine and says what only the unit-level replay takes', () => {
    const coverage: MachineCoverage = {
      id: 'auth',
      file: 'auth.machine.ts',
      states: { covered: 18, total: 18, missing: [] },
      transitions: { covered: 53, total: 54, missing: ['x'], onlyUnitLevel: ['a', 'b'] },
    };
    expect(coverageLine(coverage)).toBe(
      'auth: states 18/18, transitions 53/54 (2 only in the unit-level replay)',
    );
    expect(isComplete(coverage)).toBe(false);
    expect(isComplete({ ...coverage, transitions: { ...coverage.transitions, covered: 54 } })).toBe(true);
  });

  it('counts a transition taken only by a unit-level path as covered, and says so', async () => {
    const flow = defineFlow({
      id: 'probe',
      title: 'probe',
      initial: 'fresh',
      states: {
        fresh: { says: 'fresh', real: {}, on: { ARRIVE: 'guest' } },
        guest: { says: 'guest', real: {}, on: { RELOAD_USER: 'guest' } },
      },
      events: { ARRIVE: { says: 'arrive', real: newGuestArrives('/') } },
      systemEvents: {
        RELOAD_USER: {
          says: 'reload the user',
          unitOnly: 'Nothing sends it in this probe: it stands for a transition no gesture reaches.',
          real: [
            { send: 'auth', event: { type: 'RELOAD_USER_CONTEXT' } },
            call('auth', 'whoAmI', {
              userName: 'g',
              displayName: null,
              userId: 'guest-1',
              userTypeId: 1,
              userRoleId: 'GuestPlayer',
            }),
            call('auth', 'fetchGuestStatus', 1),
          ],
        },
      },
    }) as unknown as AnyFlow;
    const [auth] = (await measureCoverage([{ flow, exported: exportFlow(flow) }], machines)).filter(
      (machine) => machine.id === 'auth',
    );
    expect(auth?.transitions.onlyUnitLevel).toEqual([
      'auth.session --RELOAD_USER_CONTEXT#0--> auth.fetchingUser',
    ]);
    expect(auth?.transitions.missing).not.toContain(
      'auth.session --RELOAD_USER_CONTEXT#0--> auth.fetchingUser',
    );
  });
});

describe('a path that disagrees with the machines fails', () => {
  it('when it answers a call no machine is waiting for', async () => {
    await expect(replayOne(oneStep([...newGuestArrives('/'), call('auth', 'whoAmI', null)]))).rejects.toThrow(
      /auth:whoAmI is not waiting for an answer/,
    );
  });

  it('when a view sends an event the machine cannot take where it is', async () => {
    await expect(
      replayOne(oneStep([...newGuestArrives('/'), { send: 'linkAccount', event: { type: 'BACK_TO_HOME' } }])),
    ).rejects.toThrow(/linkAccount in "closed" cannot take BACK_TO_HOME/);
  });

  it('when the machines send the browser elsewhere and the path does not load that page', async () => {
    await expect(
      replayOne(
        oneStep([
          ...newGuestArrives('/'),
          { send: 'auth', event: { type: 'SIGN_OUT_CLEARING_ACCOUNT' } },
          call('auth', 'signOut'),
        ]),
      ),
    ).rejects.toThrow(/sent the browser to \/: declare/);
  });

  it('when the state the model reaches is not where the real machines are', async () => {
    await expect(replayOne(oneStep(newGuestArrives('/'), { auth: 'signedOut' }))).rejects.toThrow(
      /auth should be in signedOut but is in/,
    );
  });

  it('when it fires a timer no machine has running', async () => {
    await expect(replayOne(oneStep([...newGuestArrives('/'), { timer: 'guestStatus' }]))).rejects.toThrow(
      /guestStatus has no timer running/,
    );
  });

  it('when an exported path no longer follows the model', async () => {
    const flow = oneStep(newGuestArrives('/'));
    const [path] = exportFlow(flow).paths;
    if (!path) throw new Error('no path');
    const stale = { ...path, steps: path.steps.map((step) => ({ ...step, state: 'fresh' })) };
    await expect(replayPath(flow, stale, machines, new CoverageRecorder())).rejects.toThrow(/export again/);
  });
});
