// Brotli and gzip copies of the built SPA's text files, made once at build time so that the server
// (server/plugins/spa.ts, @fastify/static's preCompressed) sends them without compressing per request.
// A copy is kept only when it is smaller than the file. Source maps are left alone (no player loads them)
// and so is config/: the settings are the deployment's to edit after the build, and a stale compressed
// copy beside an edited file would be served instead of it.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const textExtensions = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

function wanted(outDir: string, path: string): boolean {
  const inside = relative(outDir, path);
  return textExtensions.test(path) && !inside.startsWith(`config${sep}`);
}

interface Compressed {
  file: string;
  raw: number;
  gzip: number | null;
  br: number | null;
}

/** Writes file.br and file.gz beside each text file under outDir where they are smaller. */
export async function precompress(outDir: string): Promise<Compressed[]> {
  const results: Compressed[] = [];
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(outDir)) {
    if (!wanted(outDir, path)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(path)).size,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        const keepBr = br.length < body.length;
        const keepGz = gz.length < body.length;
        if (keepBr) await writeFile(`${path}.br`, br);
        if (keepGz) await writeFile(`${path}.gz`, gz);
        results.push({
          file: relative(outDir, path),
          raw: body.length,
          br: keepBr ? br.length : null,
          gzip: keepGz ? gz.length : null,
        });
      })(),
    );
  }
  await Promise.all(jobs);
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

/** The Vite plugin: compresses what `vite build` wrote to its outDir, once it is all written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'longshot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompress(outDir);
      const kept = results.filter((result) => result.br !== null || result.gzip !== null).length;
      this.info?.(`precompressed ${kept} of ${results.length} text files (brotli and gzip)`);
    },
  };
}
