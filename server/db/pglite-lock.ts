// PGlite is one process's database: two processes on one data directory silently diverge and corrupt it.
// A lock file beside the directory, created with O_EXCL and holding the owner's pid, keeps it to one.
import { openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  readonly directory: string;
  readonly pid: number;

  constructor(directory: string, pid: number, lockFile: string) {
    super(
      `The database directory ${directory} is in use by another Longshot process (pid ${pid}). ` +
        `Stop that process first, or give this one another DATA_DIR. (Lock file: ${lockFile})`,
    );
    this.name = 'DatabaseLockedError';
    this.directory = directory;
    this.pid = pid;
  }
}

export interface DirectoryLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o644);
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Moves a stale lock aside. Renaming is atomic, and the moved file is checked to still be the stale one:
 * if another process took the lock over in between, its fresh lock is put back rather than deleted.
 */
function removeStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readOwner(aside) === stalePid) {
    unlinkSync(aside);
  } else {
    renameSync(aside, file);
  }
}

/** Takes the lock for `directory` (file `lockFile`) or throws {@link DatabaseLockedError}. */
export function lockDirectory(directory: string, lockFile: string): DirectoryLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockFile)) {
      return {
        file: lockFile,
        release() {
          if (readOwner(lockFile) === process.pid) unlinkSync(lockFile);
        },
      };
    }
    const owner = readOwner(lockFile);
    if (owner !== undefined && isAlive(owner)) throw new DatabaseLockedError(directory, owner, lockFile);
    removeStale(lockFile, owner);
  }
  throw new Error(`Could not take the lock ${lockFile} for ${directory}: it keeps changing hands.`);
}
