import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { discovery } from '../../inspector/machines.ts';
import { stableStringify } from '../../inspector/json.ts';
import {
  describePath,
  generatePaths,
  traversalEvents,
  type MachinePath,
} from '../../inspector/paths/generate.ts';
import { exportPath, importPath } from '../../inspector/paths/path-file.ts';
import { stateNodesOf } from '../../inspector/graph/state-graph.ts';

const machine = (name: string) => {
  const found = discovery.machines.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} machine`);
  return found;
};
const shortest = (name: string, input?: unknown) =>
  generatePaths(machine(name), { kind: 'shortest', input, byContext: false, toStateId: null }).paths;

describe('generated paths', () => {
  it.each(discovery.machines.map((item) => [item.name, item] as const))(
    'the %s samples walk the machine to every state it can rest in',
    (_name, discovered) => {
      const reached = new Set<string>();
      for (const input of discovered.samples.inputs)
        for (const path of generatePaths(discovered, {
          kind: 'shortest',
          input,
          byContext: false,
          toStateId: null,
        }).paths)
          for (const step of path.steps) {
            const snapshot = discovered.machine.resolveState({
              value: step.value,
              context: step.context as never,
            });
            (snapshot as AnyMachineSnapshot & { _nodes: Array<{ id: string }> })._nodes.forEach((node) =>
              reached.add(node.id),
            );
          }
      // States left only by eventless transitions are never a resting snapshot.
      const resting = stateNodesOf(discovered.machine.root)
        .filter((node) => !(node.always?.length && node.type === 'atomic'))
        .map((node) => node.id);
      expect(resting.filter((id) => !reached.has(id))).toEqual([]);
    },
  );

  it('simple paths are the set xstate getSimplePaths finds', () => {
    for (const name of ['guest-status', 'cookie-consent', 'token-refresh', 'session-timeout']) {
      const discovered = machine(name);
      const input = discovered.samples.inputs[0];
      const ours = generatePaths(discovered, {
        kind: 'simple',
        input,
        byContext: true,
        toStateId: null,
        maxPaths: 10_000,
      });
      const theirs = getSimplePaths(discovered.machine, {
        input: input as never,
        events: traversalEvents(discovered),
        filterEvents: (snapshot: AnyMachineSnapshot, event) => snapshot.can(event),
        serializeState: (snapshot: AnyMachineSnapshot) =>
          stableStringify({ value: snapshot.value, context: snapshot.context }),
        serializeEvent: (event) => stableStringify(event),
      });
      const key = (steps: Array<{ event: unknown }>) => stableStringify(steps.map((step) => step.event));
      expect(ours.truncated, name).toBe(false);
      expect(ours.paths.map((path) => key(path.steps)).sort(), name).toEqual(
        theirs.map((path) => key(path.steps)).sort(),
      );
    }
  });

  it('stops listing simple paths at the cap, and narrows to a target state', () => {
    const auth = machine('auth');
    const capped = generatePaths(auth, {
      kind: 'simple',
      input: auth.samples.inputs[0],
      byContext: false,
      toStateId: null,
      maxPaths: 50,
    });
    expect(capped.paths).toHaveLength(50);
    expect(capped.truncated).toBe(true);
    const toSignedIn = generatePaths(auth, {
      kind: 'shortest',
      input: auth.samples.inputs[0],
      byContext: false,
      toStateId: 'auth.session.signedIn',
    });
    expect(toSignedIn.paths.length).toBeGreaterThan(0);
    for (const path of toSignedIn.paths) expect(path.steps.at(-1)?.value).toEqual({ session: 'signedIn' });
  });

  it('describes a path by its events and where it ends', () => {
    expect(shortest('guest-status').map(describePath)).toEqual([
      '(start) ⇒ unknown',
      'STATUS_LOADED {"status":1} ⇒ known.idle',
      'CHECK_EMAIL_VALIDATED ⇒ known.checking',
      'CHECK_EMAIL_VALIDATED → done: fetchGuestStatus {"output":2} ⇒ known.incorrect',
    ]);
  });

  it('names the samples file when a walk fails', () => {
    const auth = machine('auth');
    // An answer without the fields the machine's guards read breaks the walk.
    const broken = { ...auth, samples: { ...auth.samples, actors: { easySignIn: [{ output: undefined }] } } };
    const input = { ...(auth.samples.inputs[0] as object), hasAnonymousUser: true };
    expect(() =>
      generatePaths(broken, { kind: 'shortest', input, byContext: false, toStateId: null }),
    ).toThrow(/^Walking machines\/auth\.machine\.ts failed: .*hasBearer.* machines\/auth\.samples\.ts/su);
  });
});

describe('path files', () => {
  const all = (): MachinePath[] =>
    discovery.machines.flatMap(
      (discovered) =>
        // Context apart too: the finest (and longest) listing, so any unstable ordering shows.
        generatePaths(discovered, {
          kind: 'shortest',
          input: discovered.samples.inputs[0],
          byContext: true,
          toStateId: null,
        }).paths,
    );

  it('export the same text every time the same paths are generated', () => {
    const first = all().map(exportPath);
    const second = all().map(exportPath);
    expect(first.length).toBeGreaterThan(20);
    expect(second).toEqual(first);
  });

  it('import what they export, checked step by step against the machine', () => {
    for (const discovered of discovery.machines) {
      for (const path of shortest(discovered.name, discovered.samples.inputs[0])) {
        const text = exportPath(path);
        const imported = importPath(text, discovered.machine);
        expect(exportPath(imported)).toBe(text);
      }
    }
  });

  it('keep error answers as errors', () => {
    const guest = machine('guest-status');
    const found = generatePaths(guest, {
      kind: 'shortest',
      input: undefined,
      byContext: true,
      toStateId: null,
    });
    const path = found.paths.find((item) =>
      item.steps.some((step) => step.event.type === 'xstate.error.actor.fetchGuestStatus'),
    );
    if (!path) throw new Error('no path through the failed check');
    const text = exportPath(path);
    expect(text).toContain('"$error": "offline"');
    const failed = importPath(text, machine('guest-status').machine).steps.find(
      (step) => step.event.type === 'xstate.error.actor.fetchGuestStatus',
    );
    expect((failed?.event as { error?: unknown }).error).toEqual(new Error('offline'));
  });

  it('refuse a file that is not JSON, of another machine, or whose states the machine does not reach', () => {
    const guest = machine('guest-status').machine;
    const path = shortest('guest-status').find((item) => item.steps.length > 2);
    if (!path) throw new Error('no path of three steps');
    const text = exportPath(path);
    expect(() => importPath('{', guest)).toThrow(/not JSON/u);
    expect(() => importPath(text, machine('auth').machine)).toThrow(
      'The file is a path of the guestStatus machine, not of auth.',
    );
    const tampered = JSON.parse(text) as { steps: Array<{ state: { value: unknown } }> };
    const last = tampered.steps.at(-1);
    if (last) last.state.value = 'nowhere';
    expect(() => importPath(JSON.stringify(tampered), guest)).toThrow(
      /^Step \d+ \(.+\) leads to .+, but the file says/u,
    );
    expect(() => importPath(JSON.stringify({ format: 'other' }), guest)).toThrow(/not an inspector path/u);
  });
});
