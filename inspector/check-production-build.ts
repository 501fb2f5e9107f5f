// node inspector/check-production-build.ts [dist] — fails when the production build holds any of the
// inspector (issue #5: it never ships). Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inspectorTraces, type BuiltFile } from './production-traces.ts';

const dist = process.argv[2] ?? 'dist';

function filesUnder(dir: string): BuiltFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return [{ path: relative(dist, path), content: readFileSync(path, 'latin1') }];
  });
}

const files = filesUnder(dist);
if (!files.some((file) => file.path === 'index.html')) {
  console.error(`${dist}/index.html is missing: build first (npm run build).`);
  process.exit(1);
}
const traces = inspectorTraces(files);
if (traces.length > 0) {
  console.error(
    `The production build in ${dist}/ contains inspector code:\n${traces.map((t) => `  ${t}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`${dist}/: ${files.length} files, no inspector code.`);
