// npm run paths:coverage — one line per real machine (machines/*.machine.ts): how many of its states
// and transitions the exported paths (e2e/paths) take when their real steps are replayed on it. Fails
// when the exports are stale or any machine has a transition no path takes.
import { coverageLine, isComplete, measureCoverage } from '../e2e/models/coverage.ts';
import { readExports, staleExports } from '../e2e/models/export-files.ts';
import { flows } from '../e2e/models/flows.ts';
import { loadRealMachines } from '../e2e/models/real-machines.ts';

const stale = await staleExports(flows);
if (stale.length > 0) {
  console.error(`e2e/paths is out of date for ${stale.join(', ')}: run npm run paths:export.`);
  process.exit(1);
}
const exports = await readExports();
const machines = await loadRealMachines();
const coverage = await measureCoverage(
  flows.map((flow) => {
    const exported = exports.get(flow.id);
    if (!exported) throw new Error(`e2e/paths/${flow.id}.json is missing: run npm run paths:export.`);
    return { flow, exported };
  }),
  machines,
);
let complete = true;
for (const machine of coverage) {
  console.log(coverageLine(machine));
  for (const missing of machine.transitions.missing) console.log(`  not taken: ${missing}`);
  for (const missing of machine.states.missing) console.log(`  not entered: ${missing}`);
  complete &&= isComplete(machine);
}
if (!complete) {
  console.error('Some transitions are taken by no path: model them (or a system step) in e2e/models.');
  process.exit(1);
}
