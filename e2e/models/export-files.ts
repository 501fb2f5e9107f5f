import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { AnyFlow } from './flow.ts';
import { exportFlow, type ExportedFlow } from './paths.ts';

// e2e/paths/<flow>.json: what `npm run paths:export` writes, what the browser replay and
// `npm run paths:coverage` read. Written in the repository's Prettier style so `npm run format:check`
// accepts them as exported.

export const pathsFolder = new URL('../paths/', import.meta.url);

const fileOf = (flowId: string) => new URL(`${flowId}.json`, pathsFolder);

/** The file's text for one flow, exactly as the export writes it. */
export async function renderExport(exported: ExportedFlow): Promise<string> {
  const file = fileURLToPath(fileOf(exported.flow));
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(exported), { ...options, filepath: file });
}

/** Writes every flow's paths, and removes files of flows that are gone. Returns the files written. */
export async function writeExports(flows: AnyFlow[]): Promise<string[]> {
  await mkdir(pathsFolder, { recursive: true });
  const written: string[] = [];
  for (const flow of flows) {
    const file = fileOf(flow.id);
    await writeFile(file, await renderExport(exportFlow(flow)));
    written.push(fileURLToPath(file));
  }
  const keep = new Set(flows.map((flow) => `${flow.id}.json`));
  for (const name of await readdir(pathsFolder)) {
    if (name.endsWith('.json') && !keep.has(name)) await rm(new URL(name, pathsFolder));
  }
  return written;
}

/** The exported paths as they are on disk, by flow id. */
export async function readExports(): Promise<Map<string, ExportedFlow>> {
  const exports = new Map<string, ExportedFlow>();
  const names = await readdir(pathsFolder).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const exported = JSON.parse(await readFile(new URL(name, pathsFolder), 'utf8')) as ExportedFlow;
    exports.set(exported.flow, exported);
  }
  return exports;
}

/** Flows whose file is missing or differs from what the export would write now. */
export async function staleExports(flows: AnyFlow[]): Promise<string[]> {
  const stale: string[] = [];
  for (const flow of flows) {
    let onDisk: string | null = null;
    try {
      onDisk = await readFile(fileOf(flow.id), 'utf8');
    } catch {
      // missing: stale
    }
    if (onDisk !== (await renderExport(exportFlow(flow)))) stale.push(flow.id);
  }
  return stale;
}
