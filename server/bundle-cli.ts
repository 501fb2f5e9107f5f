// `npm run admin:bundle -- list | create <CODE> [options]`: lists the bundles or makes one (docs/bundles.md),
// on the configured database. On PGlite, stop the server first: the data directory is locked while it runs.
import { bundleCommand } from '#server/modules/bundles/index.ts';
import { runDatabaseCommand } from './run-command.ts';

await runDatabaseCommand(process.env, process.argv.slice(2), bundleCommand);
