import { describe, expect, it } from 'vitest';
import { flowDrivers } from '../../e2e/models/flow-drivers.ts';
import { eventTypes } from '../../e2e/models/flow.ts';
import { flows } from '../../e2e/models/flows.ts';

// Every event of a flow's model is one gesture the browser replay can perform (or a system event,
// replayed on the machines only, which must then have no gesture), and every state has its check.

describe('gesture drivers', () => {
  it('exist for exactly the flows of e2e/models/flows.ts', () => {
    expect([...flowDrivers.keys()].sort()).toEqual(flows.map((flow) => flow.id).sort());
  });

  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s: one gesture per gesture event, none for system events',
    (id, flow) => {
      const drivers = flowDrivers.get(id);
      const { gestures, system } = eventTypes(flow);
      expect(Object.keys(drivers?.gestures ?? {}).sort()).toEqual([...gestures].sort());
      for (const type of gestures) expect(typeof drivers?.gestures[type], type).toBe('function');
      for (const type of system) expect(drivers?.gestures[type], type).toBeUndefined();
    },
  );

  it.each(flows.map((flow) => [flow.id, flow] as const))('%s: one check per model state', (id, flow) => {
    const drivers = flowDrivers.get(id);
    expect(Object.keys(drivers?.states ?? {}).sort()).toEqual(Object.keys(flow.states).sort());
  });

  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s: every system event says why no gesture can do it',
    (_id, flow) => {
      for (const [type, event] of Object.entries(flow.systemEvents ?? {}))
        expect(event.unitOnly.trim().length, type).toBeGreaterThan(20);
    },
  );
});
