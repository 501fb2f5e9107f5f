// A build's output (dist/) made up for a server test in a folder of its own: index.html, the route table,
// the prerendered pages, the deployment's settings, assets; what the server serves from STATIC_DIR.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a browser's navigation asks for: the server answers it with index.html. */
export const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

export interface BuiltFiles {
  /** The folder to serve (the server's `staticDir`). */
  staticDir: string;
  /**
   * Writes a file by its path under staticDir, dated later than every file written or touched before:
   * the server sees a rebuild or a redeployment by the files' dates, and two writes in one millisecond
   * would otherwise look like one.
   */
  write(path: string, text: string): void;
  /** Dates files later than every one before, as a rebuild that wrote them again would. */
  touch(...paths: string[]): void;
  remove(path: string): void;
  /** Deletes the whole folder. */
  removeAll(): void;
}

/** A temporary dist/ holding `files` (path under dist → text). `name` names the folder, for a reader of /tmp. */
export function writeBuiltFiles(name: string, files: Record<string, string>): BuiltFiles {
  const root = mkdtempSync(join(tmpdir(), `longshot-${name}-`));
  const staticDir = join(root, 'dist');
  mkdirSync(staticDir);
  let changes = 0;
  const touch = (...paths: string[]) => {
    changes += 1;
    const later = new Date(Date.now() + changes * 1_000);
    for (const path of paths) utimesSync(join(staticDir, path), later, later);
  };
  const built: BuiltFiles = {
    staticDir,
    write(path, text) {
      mkdirSync(dirname(join(staticDir, path)), { recursive: true });
      writeFileSync(join(staticDir, path), text);
      touch(path);
    },
    touch,
    remove: (path) => rmSync(join(staticDir, path)),
    removeAll: () => rmSync(root, { recursive: true, force: true }),
  };
  for (const [path, text] of Object.entries(files)) built.write(path, text);
  return built;
}
