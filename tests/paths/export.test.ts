import { readdir } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readExports, renderExport, staleExports } from '../../e2e/models/export-files.ts';
import { flowEvent } from '../../e2e/models/flow.ts';
import { flows } from '../../e2e/models/flows.ts';
import { exportFlow, flowEdges, maxPathSteps, pathId } from '../../e2e/models/paths.ts';

// `npm run paths:export` (e2e/paths/*.json): the same model gives the same paths and ids on every run,
// the committed files are what the export writes, and the paths take every transition of every model.

describe('path export', () => {
  it('is stable: two exports of every flow are the same text', async () => {
    for (const flow of flows) {
      const once = await renderExport(exportFlow(flow));
      const again = await renderExport(exportFlow(flow));
      expect(again).toBe(once);
    }
  });

  it('e2e/paths holds exactly what the export writes now (run npm run paths:export after a model change)', async () => {
    expect(await staleExports(flows)).toEqual([]);
    expect([...(await readExports()).keys()].sort()).toEqual(flows.map((flow) => flow.id).sort());
  });

  it('names a path by its flow and events, the same way every time', () => {
    expect(pathId('auth', ['ARRIVE', 'OPEN_LOGIN'])).toBe(pathId('auth', ['ARRIVE', 'OPEN_LOGIN']));
    expect(pathId('auth', ['ARRIVE', 'OPEN_LOGIN'])).toMatch(/^auth-[0-9a-f]{8}$/);
    expect(pathId('auth', ['ARRIVE', 'OPEN_LOGIN'])).not.toBe(pathId('auth', ['OPEN_LOGIN', 'ARRIVE']));
    expect(pathId('auth', ['ARRIVE'])).not.toBe(pathId('cookie-consent', ['ARRIVE']));
  });

  it('gives every path a unique id across flows and a description made of its gestures', () => {
    const paths = flows.flatMap((flow) => exportFlow(flow).paths);
    expect(new Set(paths.map((path) => path.id)).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.description).toBe(path.steps.map((step) => step.gesture).join(' → '));
    }
  });

  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s: paths follow the model from its initial state and take every transition',
    (_id, flow) => {
      const { paths, initial } = exportFlow(flow);
      const taken = new Set<string>();
      for (const path of paths) {
        let from = initial;
        for (const step of path.steps) {
          expect(flow.states[from]?.on?.[step.event], `${path.id}: ${from} --${step.event}-->`).toBe(
            step.state,
          );
          taken.add(`${from} ${step.event}`);
          from = step.state;
        }
      }
      expect([...taken].sort()).toEqual(
        flowEdges(flow)
          .map((edge) => `${edge.from} ${edge.event}`)
          .sort(),
      );
    },
  );

  it.each(flows.map((flow) => [flow.id, flow] as const))(
    '%s: a path is unit-level only exactly when it holds a system event, and stays short',
    (_id, flow) => {
      for (const path of exportFlow(flow).paths) {
        const reasons = path.steps.flatMap((step) => flowEvent(flow, step.event).unitOnly ?? []);
        expect(path.unitOnly ?? [], path.id).toEqual([...new Set(reasons)]);
        // The browser's budget: a model whose transitions need longer paths should be split.
        expect(path.steps.length, path.id).toBeLessThanOrEqual(maxPathSteps);
      }
    },
  );
});

describe('model files', () => {
  it('every e2e/models/*.model.ts is a flow of e2e/models/flows.ts', async () => {
    const folder = new URL('../../e2e/models/', import.meta.url);
    const files = (await readdir(folder)).filter((name) => name.endsWith('.model.ts'));
    const listed = new Set(flows);
    for (const file of files) {
      const module = (await import(pathToFileURL(new URL(file, folder).pathname).href)) as Record<
        string,
        unknown
      >;
      const exported = Object.values(module).filter((value) => listed.has(value as never));
      expect(exported, `${file} exports a flow listed in flows.ts`).toHaveLength(1);
    }
    expect(files).toHaveLength(flows.length);
  });
});
