// npm run paths:replay -- <id>   replays one exported path (e2e/paths/*.json) in the real UI against the
//                                real server; each step's screenshot is in the Playwright report.
// npm run paths:replay -- --list   lists the paths: id, and what the person does.
// --no-build skips `npm run build` (use it only when dist/ is fresh).
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { replayPath } from '../e2e/models/coverage.ts';
import { CoverageRecorder } from '../e2e/models/coverage.ts';
import { readExports } from '../e2e/models/export-files.ts';
import { flows } from '../e2e/models/flows.ts';
import { loadRealMachines } from '../e2e/models/real-machines.ts';

const args = process.argv.slice(2);
const exports = await readExports();
const all = [...exports.values()].flatMap((flow) => flow.paths.map((path) => ({ flow: flow.flow, path })));

if (args.includes('--list') || args.length === 0) {
  for (const { path } of all)
    console.log(`${path.id}${path.unitOnly ? ' (machines only)' : ''}  ${path.description}`);
  if (args.length === 0) {
    console.error('\nUsage: npm run paths:replay -- <id> [--no-build]');
    process.exit(1);
  }
  process.exit(0);
}

const id = args.find((arg) => !arg.startsWith('--')) ?? '';
const found = all.find(({ path }) => path.id === id);
if (!found) {
  const near = all.filter(({ path }) => path.id.startsWith(id.split('-').slice(0, -1).join('-') || id));
  console.error(`No exported path has id ${id}.`);
  if (near.length > 0)
    console.error(`Paths of that flow:\n${near.map(({ path }) => `  ${path.id}`).join('\n')}`);
  process.exit(1);
}

// The server and the build run on this Node (24), whatever else is on the PATH.
const path = [dirname(process.execPath), process.env.PATH].join(delimiter);
const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, PATH: path, ...env } }).status ??
  1;

console.log(`${found.path.id}: ${found.path.description}`);
if (found.path.unitOnly) {
  // No gesture can do one of its steps: replay it on the real machines and say why.
  const flow = flows.find((candidate) => candidate.id === found.flow);
  if (!flow) throw new Error(`No flow ${found.flow} in e2e/models/flows.ts.`);
  await replayPath(flow, found.path, await loadRealMachines(), new CoverageRecorder());
  console.log(`Replayed on the real machines only (no browser): ${found.path.unitOnly.join(' ')}`);
  process.exit(0);
}

if (!args.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);
const status = run('node_modules/.bin/playwright', ['test', 'e2e/paths.spec.ts', '--reporter=list,html'], {
  PATHS_ID: found.path.id,
});
console.log('Each step and its screenshot: npx playwright show-report');
process.exit(status);
