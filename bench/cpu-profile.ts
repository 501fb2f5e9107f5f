// Where the server's CPU time went: a V8 .cpuprofile (node --cpu-prof) summed by self time into the parts a
// reader can act on — our own modules by folder, each package in node_modules, Node's internals, garbage
// collection and idle — and the heaviest functions. Printed by `bench:api --profile`.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the program a frame belongs to. */
function partOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(garbage collection)';
  if (functionName === '(program)') return '(program: native, compiling)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return `package ${inPackage[1]}`;
  const ours = /\/(server|core)\/(.+\/)?[^/]+$/.exec(url);
  if (ours) return `${ours[1]}/${(ours[2] ?? '').replace(/\/$/, '')}`.replace(/\/$/, '');
  if (url.startsWith('node:') || url === '') return 'node internals';
  return url;
}

function summarise(profile: CpuProfile): { parts: Map<string, number>; functions: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const part = partOf(node.callFrame);
    parts.set(part, (parts.get(part) ?? 0) + micros);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/(node_modules|server|core)\//, '$1/')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  return { parts, functions };
}

function top(map: Map<string, number>, count: number, busy: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `      ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`);
}

/** Where the server's CPU went while it answered `requests` requests. */
export function printCpuProfile(profile: CpuProfile, requests: number): void {
  const { parts, functions } = summarise(profile);
  const idle = parts.get('(idle)') ?? 0;
  parts.delete('(idle)');
  functions.delete('(idle)');
  const busy = [...parts.values()].reduce((sum, micros) => sum + micros, 0);
  console.log(
    `    server CPU: ${(busy / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle` +
      (requests > 0 ? `, ${(busy / requests).toFixed(0)} µs busy per request` : ''),
  );
  console.log('    by part (self time, share of busy):');
  for (const row of top(parts, 14, busy)) console.log(row);
  console.log('    heaviest functions:');
  for (const row of top(functions, 15, busy)) console.log(row);
}
