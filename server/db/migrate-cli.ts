// `npm run db:migrate`: brings the configured database's schema up to date, then exits.
// On PGlite, stop the server first: the data directory is locked while it runs.
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from './client.ts';

try {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  await database.close();
  console.log(`Migrations applied to ${database.location}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
