// npm run paths:export — writes every flow's paths (e2e/models/*.model.ts) to e2e/paths/<flow>.json,
// each path with its stable id and a description QA can read.
import { relative } from 'node:path';
import { writeExports } from '../e2e/models/export-files.ts';
import { flows } from '../e2e/models/flows.ts';
import { exportFlow } from '../e2e/models/paths.ts';

const written = await writeExports(flows);
for (const [index, flow] of flows.entries()) {
  const { paths } = exportFlow(flow);
  const unitOnly = paths.filter((path) => path.unitOnly).length;
  const file = relative(process.cwd(), written[index] ?? '');
  console.log(
    `${flow.id}: ${paths.length} paths → ${file}` + (unitOnly > 0 ? ` (${unitOnly} unit-level only)` : ''),
  );
}
