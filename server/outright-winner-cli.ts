// `npm run admin:outright-winner -- [<eventId> ["<winner>"]]`: lists the outright events, one event's
// runners, or enters an outright's winner and settles its picks (docs/game-rules.md §6.7), on the configured database.
// On PGlite, stop the server first: the data directory is locked while it runs.
import { outrightWinnerCommand } from '#server/modules/settlement/index.ts';
import { runDatabaseCommand } from './run-command.ts';

await runDatabaseCommand(process.env, process.argv.slice(2), outrightWinnerCommand);
