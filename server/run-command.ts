// What the admin CLIs that run one command on the configured database share (server/*-cli.ts): load the
// configuration, open the database, run, print the lines, close; a configuration or command error is printed
// as it is, with exit code 1. On PGlite, stop the server first: the data directory is locked while it runs.
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { CommandError } from '#server/modules/settlement/index.ts';

export type DatabaseCommand = (db: Database, args: readonly string[], now: Date) => Promise<string[]>;

export async function runDatabaseCommand(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  command: DatabaseCommand,
): Promise<void> {
  try {
    const config = loadConfig(env);
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.databaseTimeouts,
    });
    try {
      const lines = await command(database.db, args, systemClock.now());
      for (const line of lines) console.log(line);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof CommandError ? error.message : error);
    process.exitCode = 1;
  }
}
