// npm run test:mutation [-- area ...]: Stryker over each mutation area (scripts/mutation-areas.ts: rules,
// machines, validation, save; all when none is named), then the score of each area and each of its files
// against the area's target. Incremental: a re-run tests only the mutants of changed code or tests
// (reports/mutation/<area>.incremental.json). Exits 1 when an area is below its target.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  isMutationArea,
  mutationAreas,
  mutationGroups,
  type MutationArea,
  type MutationAreaName,
} from './mutation-areas.ts';

type Status =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
interface Report {
  files: Record<string, { mutants: { status: Status }[] }>;
}

/** Stryker's mutation score: detected (killed or timed out) of the valid mutants (uncovered ones count). */
function scoreOf(statuses: readonly Status[]): { score: number; detected: number; valid: number } {
  const valid = statuses.filter((s) => !['CompileError', 'RuntimeError', 'Ignored'].includes(s));
  const detected = valid.filter((s) => s === 'Killed' || s === 'Timeout').length;
  return { score: valid.length === 0 ? 100 : (100 * detected) / valid.length, detected, valid: valid.length };
}

type GroupName = keyof typeof mutationGroups;
const isGroup = (name: string): name is GroupName => Object.hasOwn(mutationGroups, name);

const named = process.argv.slice(2);
const unknown = named.filter((name) => !isMutationArea(name) && !isGroup(name));
if (unknown.length > 0) {
  const known = [...Object.keys(mutationGroups), ...Object.keys(mutationAreas)];
  console.error(`Unknown area(s) ${unknown.join(', ')}: use ${known.join(', ')}.`);
  process.exit(2);
}
// A group names its areas; each area runs once however it was named.
const areas = [
  ...new Set(
    (named.length > 0 ? named : Object.keys(mutationAreas)).flatMap((name) =>
      isGroup(name) ? mutationGroups[name].areas : [name as MutationAreaName],
    ),
  ),
];
const summary: string[] = [];
const statusesOf = new Map<MutationAreaName, Status[]>();
let below = false;
for (const area of areas) {
  const run = spawnSync('stryker', ['run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_AREA: area },
  });
  if (run.status !== 0) {
    summary.push(`${area}: Stryker failed (exit ${run.status})`);
    below = true;
    continue;
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${area}.json`, 'utf8')) as Report;
  const { target } = mutationAreas[area];
  const perFile = (mutationAreas[area] as MutationArea).perFile;
  const all = Object.values(report.files).flatMap((file) => file.mutants.map((mutant) => mutant.status));
  statusesOf.set(area, all);
  const total = scoreOf(all);
  const met = total.score >= target;
  below ||= !met;
  summary.push(
    `${area}: ${total.score.toFixed(1)}% (${total.detected}/${total.valid}), target ${target}% ${met ? 'met' : 'NOT met'}`,
  );
  for (const [path, file] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const { score, detected, valid } = scoreOf(file.mutants.map((mutant) => mutant.status));
    const low = perFile !== undefined && score < perFile;
    below ||= low;
    summary.push(`  ${path}: ${score.toFixed(1)}% (${detected}/${valid})${low ? `, below ${perFile}%` : ''}`);
  }
}
// A group's score: its areas' mutants together, when every one of them ran.
for (const [group, { areas: members, target }] of Object.entries(mutationGroups)) {
  const ran = members.map((member) => statusesOf.get(member));
  if (ran.some((statuses) => statuses === undefined)) continue;
  const total = scoreOf(ran.flatMap((statuses) => statuses ?? []));
  const met = total.score >= target;
  below ||= !met;
  summary.push(
    `${group} (${members.length} areas): ${total.score.toFixed(1)}% (${total.detected}/${total.valid}), target ${target}% ${met ? 'met' : 'NOT met'}`,
  );
}
console.log(['', 'Mutation scores (reports/mutation/<area>.html for the survivors):', ...summary].join('\n'));
process.exit(below ? 1 : 0);
