import { readFileSync, readdirSync } from 'node:fs';
import { test } from '@playwright/test';
import type { PathRun } from './models/driver.ts';
import { flowDrivers } from './models/flow-drivers.ts';
import type { ExportedFlow } from './models/paths.ts';

// Replays every exported model path (e2e/paths/*.json, written by `npm run paths:export`) in the real
// UI against the real server: each step performs its gesture, checks the state the model says it
// leads to, and attaches a screenshot to the report. PATHS_ID=<id> replays that one path only
// (`npm run paths:replay -- <id>`). Paths holding system events (no gesture can do them) are listed as
// skipped, with the reason; `npm run paths:coverage` replays them on the real machines.

const folder = new URL('./paths/', import.meta.url);
const exported = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as ExportedFlow);

const only = process.env.PATHS_ID?.trim() || null;
if (only && !exported.some((flow) => flow.paths.some((path) => path.id === only)))
  throw new Error(`No exported path has id ${only}: see e2e/paths/*.json (or run npm run paths:export).`);

/** A gesture may need the browser and the server several times; a page load is a few seconds on CI. */
const perStepMs = 15_000;

test.describe.configure({ mode: 'parallel' });

for (const flow of exported) {
  const drivers = flowDrivers.get(flow.flow);
  if (!drivers) throw new Error(`e2e/paths/${flow.flow}.json has no drivers in e2e/models/flow-drivers.ts.`);
  test.describe(flow.title, () => {
    for (const path of flow.paths) {
      if (only && path.id !== only) continue;
      const title = `${path.id}: ${path.description}`;
      if (path.unitOnly) {
        const description = `Replayed on the real machines only: ${path.unitOnly.join(' ')}`;
        test.skip(title, { annotation: { type: 'machines only', description } }, () => undefined);
        continue;
      }
      test(title, async ({ page, context, request }, testInfo) => {
        test.setTimeout(10_000 + perStepMs * path.steps.length);
        // Fake timers that run in real time until a gesture moves them on (idle time-outs, expiries).
        await page.clock.install();
        const run: PathRun = { page, context, request, memory: { usedTotpSteps: new Set() } };
        for (const [index, step] of path.steps.entries()) {
          const gesture = drivers.gestures[step.event];
          const check = drivers.states[step.state];
          if (!gesture || !check)
            throw new Error(`${flow.flow}: no driver for ${step.event} or ${step.state}.`);
          await test.step(`${index + 1}. ${step.gesture} → ${step.expect}`, async () => {
            try {
              await gesture(run);
              await check(run);
            } finally {
              // The screen after every step, the failing one included (when the page is still there).
              const body = await page.screenshot().catch(() => null);
              const name = `${String(index + 1).padStart(2, '0')} ${step.event} → ${step.state}`;
              if (body) await testInfo.attach(name, { body, contentType: 'image/png' });
            }
          });
        }
      });
    }
  });
}
