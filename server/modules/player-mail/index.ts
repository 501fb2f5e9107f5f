// The player-mail module's public face (docs/player-emails.md): its job (reminders, results, delivery) and
// its admin route (news). Other modules queue e-mails with server/providers/mail/player-mail-queue.ts.
export { playerMailJobs } from './job.ts';
export { default as playerMailRoutes } from './routes.ts';
