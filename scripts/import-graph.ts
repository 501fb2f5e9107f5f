// The project's import graph, read from the source text: every static, dynamic and type-only import of
// the non-test files, resolved through the package.json aliases. `npm run arch:check` prints what breaks
// the one-way layering (docs/architecture.md §3); tests/unit/architecture holds the counts at zero.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const scannedRoots = ['core', 'src', 'machines', 'server', 'inspector'];
const aliases: Record<string, string> = {
  '#core/': 'core/',
  '#src/': 'src/',
  '#machines/': 'machines/',
  '#server/': 'server/',
};
const skippedFolders = new Set(['node_modules', 'locales', 'migrations']);
const importPattern =
  /(?:\bimport\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?|\bexport\s+(?:type\s+)?[^'"`;]*?\s+from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

/** A file's path from the repository root, with forward slashes. */
export type RepoPath = string;

export interface ImportGraph {
  files: RepoPath[];
  imports: Map<RepoPath, RepoPath[]>;
}

function isSource(name: string): boolean {
  return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');
}

function listSources(root: string, folder: string): RepoPath[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).flatMap((name) => {
    if (skippedFolders.has(name)) return [];
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return listSources(root, path);
    return isSource(name) ? [path.split(sep).join('/')] : [];
  });
}

function resolveSpecifier(root: string, from: RepoPath, specifier: string): RepoPath | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = aliases[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith('.')) target = relative(root, resolve(root, dirname(from), specifier));
  else return null;
  target = target.split(sep).join('/').replace(/\?.*$/, '');
  return existsSync(join(root, target)) ? target : null;
}

/** Reads every non-test source file under the scanned roots and resolves its project imports. */
export function readImportGraph(root: string = repoRoot, files?: RepoPath[]): ImportGraph {
  const sources = files ?? scannedRoots.flatMap((folder) => listSources(root, folder));
  const imports = new Map<RepoPath, RepoPath[]>();
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = new Set<RepoPath>();
    for (const match of text.matchAll(importPattern)) {
      const target = resolveSpecifier(root, file, match[1] ?? '');
      if (target && target !== file) targets.add(target);
    }
    imports.set(file, [...targets]);
  }
  return { files: sources, imports };
}

/** The groups of files that import one another in a circle (Tarjan's strongly connected components). */
export function importCycles(graph: ImportGraph): RepoPath[][] {
  let counter = 0;
  const index = new Map<RepoPath, number>();
  const low = new Map<RepoPath, number>();
  const lowest = (file: RepoPath, candidate: number) =>
    low.set(file, Math.min(low.get(file) ?? candidate, candidate));
  const stack: RepoPath[] = [];
  const onStack = new Set<RepoPath>();
  const cycles: RepoPath[][] = [];
  const visit = (file: RepoPath): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.imports.get(file) ?? []) {
      if (!graph.imports.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        lowest(file, low.get(target) ?? 0);
      } else if (onStack.has(target)) {
        lowest(file, index.get(target) ?? 0);
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: RepoPath[] = [];
    let member: RepoPath | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.files) if (!index.has(file)) visit(file);
  return cycles;
}

const featureOf = (path: RepoPath) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
const moduleOf = (path: RepoPath) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];
const srcLowerLayers = ['src/components/', 'src/lib/', 'src/api/', 'src/hooks/', 'src/services/'];
const serverInfrastructure = ['plugins', 'jobs', 'identity', 'providers', 'http', 'db', 'feeds'].map(
  (folder) => `server/${folder}/`,
);

/** The layering rules, each a predicate on one import; an import that matches breaks the rule. */
export const layeringRules = {
  'feature -> another feature': (from: RepoPath, to: RepoPath) =>
    featureOf(from) !== undefined && featureOf(to) !== undefined && featureOf(from) !== featureOf(to),
  'feature -> app': (from: RepoPath, to: RepoPath) =>
    featureOf(from) !== undefined && to.startsWith('src/app/'),
  'lower src layer -> feature or app': (from: RepoPath, to: RepoPath) =>
    srcLowerLayers.some((layer) => from.startsWith(layer)) &&
    (to.startsWith('src/features/') || to.startsWith('src/app/')),
  "module -> another module's internals": (from: RepoPath, to: RepoPath) =>
    moduleOf(from) !== undefined &&
    moduleOf(to) !== undefined &&
    moduleOf(from) !== moduleOf(to) &&
    !to.endsWith('/index.ts'),
  'infrastructure -> module': (from: RepoPath, to: RepoPath) =>
    serverInfrastructure.some((folder) => from.startsWith(folder)) && to.startsWith('server/modules/'),
  'core -> anything outside core': (from: RepoPath, to: RepoPath) =>
    from.startsWith('core/') && !to.startsWith('core/'),
} as const;

export type LayeringRule = keyof typeof layeringRules;

/** Every import that breaks a layering rule, by rule. */
export function layeringViolations(graph: ImportGraph): Record<LayeringRule, string[]> {
  const found = Object.fromEntries(
    Object.keys(layeringRules).map((rule) => [rule, [] as string[]]),
  ) as Record<LayeringRule, string[]>;
  for (const [from, targets] of graph.imports) {
    for (const to of targets) {
      for (const [rule, breaks] of Object.entries(layeringRules) as [
        LayeringRule,
        (f: string, t: string) => boolean,
      ][]) {
        if (breaks(from, to)) found[rule].push(`${from} -> ${to}`);
      }
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = readImportGraph();
  const edges = [...graph.imports.values()].reduce((sum, targets) => sum + targets.length, 0);
  console.log(`${graph.files.length} source files, ${edges} project imports`);
  const cycles = importCycles(graph);
  console.log(`files in import cycles: ${cycles.flat().length}`);
  for (const cycle of cycles) console.log(`  cycle: ${cycle.join(', ')}`);
  let broken = cycles.length;
  for (const [rule, violations] of Object.entries(layeringViolations(graph))) {
    console.log(`${rule}: ${violations.length}`);
    for (const violation of violations) console.log(`  ${violation}`);
    broken += violations.length;
  }
  process.exitCode = broken === 0 ? 0 : 1;
}
