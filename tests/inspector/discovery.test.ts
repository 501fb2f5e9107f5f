import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { discoverMachines } from '../../inspector/discovery.ts';
import { discovery } from '../../inspector/machines.ts';

// The inspector lists what machines/ holds, found by glob: the folder listing is the truth here.

const machineFiles = readdirSync(new URL('../../machines', import.meta.url))
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.slice(0, -'.machine.ts'.length))
  .sort();

describe('discovery of machines/', () => {
  it('finds every *.machine.ts file, each with its one machine', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(6);
    expect(discovery.problems).toEqual([]);
    expect(discovery.machines.map((item) => item.name)).toEqual(machineFiles);
    for (const item of discovery.machines) expect(item.machine.id, item.file).toBeTruthy();
  });

  it.each(machineFiles)('%s has a samples file covering every event it accepts from outside', (name) => {
    const found = discovery.machines.find((item) => item.name === name);
    expect(found?.problems).toEqual([]);
  });
});

describe('discoverMachines', () => {
  const one = createMachine({ id: 'one', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } });

  it('refuses a file with no machine or with two', () => {
    const { machines, problems } = discoverMachines(
      { '../machines/empty.machine.ts': { helper: 1 }, '../machines/two.machine.ts': { one, other: one } },
      {},
    );
    expect(machines).toEqual([]);
    expect(problems).toEqual([
      'machines/empty.machine.ts must export exactly one machine; it exports 0.',
      'machines/two.machine.ts must export exactly one machine; it exports 2 (one, other).',
    ]);
  });

  it('reports missing samples, an uncovered event, a wrong invoke id and an orphan samples file', () => {
    const invoking = setup({ actors: { job: fromPromise(async () => 1) } }).createMachine({
      id: 'invoking',
      initial: 'a',
      states: { a: { on: { GO: 'b', STOP: 'a' } }, b: { invoke: { id: 'job', src: 'job' } } },
    });
    const { machines, problems } = discoverMachines(
      { '../machines/one.machine.ts': { one }, '../machines/invoking.machine.ts': { invoking } },
      {
        '../machines/invoking.samples.ts': {
          eventSamples: { GO: [{ type: 'GO' }] },
          actorSamples: { jobs: [{ output: 1 }] },
        },
        '../machines/lost.samples.ts': { eventSamples: {} },
      },
    );
    expect(problems).toEqual(['machines/lost.samples.ts has no machines/lost.machine.ts beside it.']);
    expect(machines.find((item) => item.name === 'one')?.problems).toEqual([
      'no samples file (machines/<name>.samples.ts)',
    ]);
    expect(machines.find((item) => item.name === 'invoking')?.problems).toEqual([
      'no sample for the event STOP',
      'actorSamples.jobs: the machine invokes no actor with that id',
    ]);
  });

  it('refuses a sample whose type is not its key', () => {
    const { machines } = discoverMachines(
      { '../machines/one.machine.ts': { one } },
      { '../machines/one.samples.ts': { eventSamples: { GO: [{ type: 'STOP' }] } } },
    );
    expect(machines[0]?.problems).toEqual([
      "eventSamples.GO must be a list of { type: 'GO', ... } events",
      'no sample for the event GO',
    ]);
  });
});
