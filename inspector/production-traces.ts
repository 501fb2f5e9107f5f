// What would show that inspector code reached a production build: the inspector page or its modules,
// elkjs, or the app's inspection channel (src/lib/inspection.ts must be dead code in production).

export interface BuiltFile {
  /** Relative to dist/. */
  path: string;
  content: string;
}

/** Strings only inspector code holds: the channel name, its replay event, ELK's option ids, the page title. */
const INSPECTOR_MARKERS = [
  'longshot-inspection',
  'xstate.inspector.sync',
  'org.eclipse.elk',
  'Longshot inspector',
];
const INSPECTOR_SOURCE = /(^|\/)(inspector\/|src\/lib\/inspection\.ts$|elkjs\/)/u;

/** Every trace of the inspector in a build; empty when the build is clean. */
export function inspectorTraces(files: BuiltFile[]): string[] {
  const traces: string[] = [];
  for (const { path, content } of files) {
    if (/inspector/iu.test(path)) traces.push(`${path}: an inspector file`);
    if (path.endsWith('.map')) {
      const sources = (JSON.parse(content) as { sources?: string[] }).sources ?? [];
      for (const source of sources.filter((item) => INSPECTOR_SOURCE.test(item)))
        traces.push(`${path}: bundles ${source}`);
      continue;
    }
    for (const marker of INSPECTOR_MARKERS.filter((item) => content.includes(item)))
      traces.push(`${path}: contains "${marker}"`);
  }
  return traces;
}
