// The database tables, in three groups under schema/. Edit there, then `npm run db:generate` writes the SQL
// migration; never hand-write it. Everything imports the tables from here.
export * from './schema/accounts.ts';
export * from './schema/events.ts';
export * from './schema/play.ts';
export * from './schema/leagues.ts';
export * from './schema/standings.ts';
export * from './schema/bots.ts';
export * from './schema/bundles.ts';
export * from './schema/payments.ts';
export * from './schema/feedback.ts';
export * from './schema/admin.ts';
export * from './schema/notifications.ts';
