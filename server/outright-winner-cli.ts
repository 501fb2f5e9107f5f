// `npm run admin:outright-winner -- [<eventId> ["<winner>"]]`: lists the outright events, one event's
// runners, or enters an outright's winner and settles its picks (docs/game-rules.md §6.7), on the configured database.
// On PGlite, stop the server first: the data directory is locked while it runs.
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { CommandError, outrightWinnerCommand } from '#server/modules/settlement/index.ts';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  try {
    const lines = await outrightWinnerCommand(database.db, process.argv.slice(2), systemClock.now());
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof CommandError ? error.message : error);
  process.exitCode = 1;
}
