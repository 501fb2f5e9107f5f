// The player-mail module's public face (docs/player-emails.md): its job, its admin route, and the queueing
// other modules call (league activity from the leagues module, results from settlement's runs).
export { playerMailJobs } from './job.ts';
export { queueMail, type QueuedMail } from './queue.ts';
